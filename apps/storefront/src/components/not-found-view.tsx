import { headers } from 'next/headers';
import { splitLocalePrefix } from '@shop/domain/locales';
import { storeDefaultLocale } from '@shop/domain/stores';
import { getTranslator } from '../lib/i18n';
import { storeForHost } from '../lib/stores';

/**
 * not-found.tsx receives no params, so the store and language are read again from the
 * request, as the proxy does.
 */
export async function NotFoundView() {
  const requestHeaders = await headers();
  const store = storeForHost(requestHeaders.get('host'));
  const path = requestHeaders.get('x-shop-path') ?? '/';
  const locale = splitLocalePrefix(path).locale ?? storeDefaultLocale(store);
  const t = getTranslator(locale);
  return (
    <section className="page-width" style={{ padding: '64px 16px' }}>
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundMessage')}</p>
      <p>
        <a href={locale === storeDefaultLocale(store) ? '/' : `/${locale}`}>
          {t('errors.backHome')}
        </a>
      </p>
    </section>
  );
}
