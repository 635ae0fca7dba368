'use client';

import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, splitLocalePrefix } from '@shop/domain/locales';
import { useEffect, useState } from 'react';
import { reportError } from '../browser/report-error';

interface Texts {
  errorTitle: string;
  errorMessage: string;
  retry: string;
}

/** The shopper's language as the shop knows it: the path's prefix, else the chosen one. */
function shopperLocale() {
  const prefixed = splitLocalePrefix(window.location.pathname).locale;
  if (prefixed) return prefixed;
  const chosen = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]+)`))?.[1];
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/**
 * When the store's layout itself fails there is no page around the error: this replaces the
 * whole document (Next's global error page). Its texts load with it, in the shopper's
 * language, so no bundle of texts weighs on the pages that never fail.
 */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const [locale, setLocale] = useState<string>(DEFAULT_LOCALE);
  const [texts, setTexts] = useState<Texts | null>(null);
  useEffect(() => {
    if (!error.digest) reportError('Unable to render the page', error);
  }, [error]);
  useEffect(() => {
    const current = shopperLocale();
    setLocale(current);
    void import('@shop/i18n').then(({ translator }) => {
      const t = translator(current);
      setTexts({
        errorTitle: t('errors.errorTitle'),
        errorMessage: t('errors.errorMessage'),
        retry: t('errors.retry'),
      });
    });
  }, []);
  return (
    <html lang={locale}>
      <body>
        <main style={{ maxWidth: 640, margin: '64px auto', padding: '0 16px' }} role="alert">
          {texts && (
            <>
              <h1>{texts.errorTitle}</h1>
              <p>{texts.errorMessage}</p>
              <button type="button" onClick={reset}>
                {texts.retry}
              </button>
            </>
          )}
        </main>
      </body>
    </html>
  );
}
