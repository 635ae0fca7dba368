import { isLocale } from '@shop/domain/locales';
import { isStoreId } from '@shop/domain/stores';
import { ProductGrid } from '@shop/ui';
import { notFound } from 'next/navigation';
import { AccountCreatedBanner } from '../../../components/banners/account-created-banner';
import { DegradedMark } from '../../../components/degraded-mark';
import { ProductCard } from '../../../components/product-card/product-card';
import { TemplateBlocks } from '../../../components/template/template-blocks';
import { TopSalesCarousel } from '../../../components/template/top-sales-carousel';
import { getTranslator } from '../../../server/i18n';
import type { PageRequest } from '../../../page-request/page-request';
import { getPageRequest, type PageParams } from '../../../page-request/server';
import { reportServerError } from '../../../server/report-server-error';
import { searchProducts } from '../../../server/search';
import { pageAlternates } from '../../../seo/seo';
import { stores } from '../../../page-request/stores';
import { loadTemplatePage } from '../../../server/template-page';
import styles from './home.module.css';
import { pageMetadata } from '../../../seo/page-metadata';

/** The home is the `home` template page of the back office (slider, categories, products). */
const HOME_TEMPLATE = 'home';
const FALLBACK_PRODUCTS = 24;

export const generateMetadata = pageMetadata(async ({ store, locale, t }) => {
  const page = await loadTemplatePage(store.id, locale, HOME_TEMPLATE);
  return {
    title: page?.metaTitle ?? `${t('meta.siteName')} – ${t('meta.homeTitle')}`,
    description: page?.metaDescription ?? t('meta.homeDescription'),
    alternates: pageAlternates('/', store, locale, stores),
  };
});

/** Without its template the home still sells: a heading and the best sellers. */
async function FallbackHome({ store, locale }: Pick<PageRequest, 'store' | 'locale'>) {
  const t = await getTranslator(locale);
  const products = await searchProducts(store, { hitsPerPage: FALLBACK_PRODUCTS, locale }).catch(
    (error: unknown) => {
      reportServerError('Unable to load the home products', error);
      return null;
    },
  );
  return (
    <section className="page-width" aria-labelledby="home-title">
      <h1 id="home-title" className={styles.heading}>
        {t('meta.homeTitle')}
      </h1>
      {products === null ? (
        <>
          <p role="alert">{t('home.searchUnavailable')}</p>
          <DegradedMark part="search" />
        </>
      ) : (
        <ProductGrid data-testid="product-grid">
          {products.hits.map((hit, index) => (
            <ProductCard
              key={hit.objectID}
              hit={hit}
              store={store}
              locale={locale}
              t={t}
              priority={index < 4}
            />
          ))}
        </ProductGrid>
      )}
    </section>
  );
}

/**
 * The home, at the /{store}/{locale} the proxy rewrites `/` to. A two-segment path the proxy
 * lets through as a file (`/.well-known/security.txt`, `/fr/x.json`) lands here too, with
 * params no store or language has: no page (issue 30, item 5).
 */
export default async function HomePage({ params }: { params: Promise<PageParams> }) {
  const routed = await params;
  if (!isStoreId(routed.store) || !isLocale(routed.locale)) notFound();
  const context = await getPageRequest();
  const { store, locale } = context;
  const t = await getTranslator(locale);
  const page = await loadTemplatePage(store.id, locale, HOME_TEMPLATE);
  const topSales = <TopSalesCarousel store={store} locale={locale} t={t} />;
  return (
    <>
      <AccountCreatedBanner
        labels={{ message: t('home.accountCreated'), close: t('home.accountCreatedClose') }}
      />
      {page ? (
        <TemplateBlocks page={page} store={store} locale={locale} t={t} afterHero={topSales} />
      ) : (
        <>
          <FallbackHome {...context} />
          {topSales}
        </>
      )}
    </>
  );
}
