'use client';

import {
  ERROR_REPORTING_ENVIRONMENT,
  ERROR_REPORTING_RELEASE,
  reportingUserTags,
  shouldReportError,
} from '@shop/domain/error-reporting';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { useEffect } from 'react';
import { useShopper } from '../shopper/use-shopper';

/**
 * Starts the error-reporting SDK when a DSN is configured; without one nothing is loaded and
 * nothing is sent. The SDK is fetched after the page is interactive so it never slows a page.
 */
export function ErrorReporting({
  dsn,
  store,
  locale,
}: {
  dsn: string | null;
  store: StoreId;
  locale: Locale;
}) {
  // The signed-in shopper, reported as tags (storefront section 7), known in the browser.
  const user = useShopper(store, locale);
  const userId = user?.id ?? null;
  const userEmail = user?.email ?? null;
  useEffect(() => {
    if (!dsn) return;
    let cancelled = false;
    void import('@sentry/browser').then((Sentry) => {
      if (cancelled) return;
      Sentry.init({
        dsn,
        release: ERROR_REPORTING_RELEASE,
        environment: ERROR_REPORTING_ENVIRONMENT,
        beforeSend(event, hint) {
          const original = hint.originalException;
          const error = original instanceof Error ? original : null;
          const frames = event.exception?.values?.[0]?.stacktrace?.frames;
          const report = shouldReportError(
            {
              name: error?.name ?? event.exception?.values?.[0]?.type,
              message: error?.message ?? event.exception?.values?.[0]?.value ?? event.message,
              scriptUrl: frames?.at(-1)?.filename,
            },
            window.location.origin,
          );
          return report ? event : null;
        },
      });
      Sentry.setTags(
        reportingUserTags(
          userId === null || userEmail === null ? null : { id: userId, email: userEmail },
        ),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [dsn, userId, userEmail]);
  return null;
}
