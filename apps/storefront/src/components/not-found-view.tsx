import { splitLocalePrefix } from '@shop/domain/locales';
import { storeById, storeDefaultLocale } from '@shop/domain/stores';
import { ProductGrid } from '@shop/ui';
import { headers } from 'next/headers';
import { getTranslator } from '../lib/i18n';
import { topSales } from '../lib/search';
import { storeForHost, stores } from '../lib/stores';
import { ProductCard } from './product-card/product-card';

/**
 * The error page (storefront section 2): heading, message and six top-sales products to go on
 * shopping. not-found.tsx receives no params, so the store and language are read again from
 * the request, as the proxy does.
 */
export async function NotFoundView() {
  const requestHeaders = await headers();
  const store = storeById(stores, storeForHost(requestHeaders.get('host')));
  const path = requestHeaders.get('x-shop-path') ?? '/';
  const locale = splitLocalePrefix(path).locale ?? storeDefaultLocale(store.id);
  const t = getTranslator(locale);
  const products = await topSales(store).catch(() => []);
  return (
    <section className="page-width" style={{ padding: '48px 0' }}>
      {/* React hoists these into <head>; not-found pages get no generated metadata. */}
      <title>{`${t('errors.notFoundTitle')} – ${t('meta.siteName')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundMessage')}</p>
      <p>
        <a href={locale === store.defaultLocale ? '/' : `/${locale}`}>{t('errors.backHome')}</a>
      </p>
      {products.length > 0 && (
        <>
          <h2>{t('errors.topSales')}</h2>
          <ProductGrid data-testid="top-sales">
            {products.map((hit) => (
              <ProductCard key={hit.objectID} hit={hit} store={store} locale={locale} t={t} />
            ))}
          </ProductGrid>
        </>
      )}
    </section>
  );
}
