import { shouldReportError } from '@shop/domain/error-reporting';

/**
 * A failure the spec says is "reported only" (storefront section 8), under the spec's message:
 * logged, and sent to the error-reporting service when it runs (components/runtime/
 * error-reporting.tsx starts it only with a DSN). Network noise is left out as section 7 says.
 * Browser only.
 */
export function reportError(message: string, error: unknown): void {
  console.error(message, error);
  const cause = error instanceof Error ? error : null;
  if (cause && !shouldReportError(cause, window.location.origin)) return;
  // The SDK's chunk is the one ErrorReporting already loaded; without a DSN nothing is sent.
  void import('@sentry/browser').then((Sentry) => {
    if (Sentry.isInitialized()) Sentry.captureException(new Error(message, { cause: error }));
  });
}
