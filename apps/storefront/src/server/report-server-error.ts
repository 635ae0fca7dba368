import { env } from '../env';
import {
  createServerErrorReporter,
  type ReportLevel,
  type ServerErrorReporter,
} from './server-error-reporter';

let reporter: ServerErrorReporter | null | undefined;

/** Started on the first report, only when a DSN is configured. */
function serverReporter(): ServerErrorReporter | null {
  if (reporter === undefined)
    reporter = env.SENTRY_DSN ? createServerErrorReporter(env.SENTRY_DSN) : null;
  return reporter;
}

/**
 * A failure while rendering on the server (a product, template or search loader), under the
 * spec's message (storefront section 8): logged, and sent to the error-reporting service when
 * one is configured, as the browser's failures are (lib/report-error.ts). Unlike the browser,
 * a failed call here is the shop's own API or search service failing: no network noise to drop.
 */
export function reportServerError(
  message: string,
  error: unknown,
  tags?: Record<string, string>,
  level: ReportLevel = 'error',
): void {
  console.error(message, error);
  serverReporter()?.report(message, error, tags, level);
}

/** Waits for pending reports to leave (tests). */
export const flushServerErrors = (timeoutMs?: number) =>
  serverReporter()?.flush(timeoutMs) ?? Promise.resolve(true);
