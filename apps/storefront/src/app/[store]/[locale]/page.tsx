import { ProductGrid } from '@shop/ui';
import { AccountCreatedBanner } from '../../../components/banners/account-created-banner';
import { ProductCard } from '../../../components/product-card/product-card';
import { TemplateBlocks } from '../../../components/template/template-blocks';
import { TopSalesCarousel } from '../../../components/template/top-sales-carousel';
import { getTranslator } from '../../../server/i18n';
import type { PageRequest } from '../../../page-request/page-request';
import { getPageRequest } from '../../../page-request/server';
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
  const t = getTranslator(locale);
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
        <p role="alert">{t('home.searchUnavailable')}</p>
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

export default async function HomePage() {
  const context = await getPageRequest();
  const { store, locale } = context;
  const t = getTranslator(locale);
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
