import { ProductGrid } from '@shop/ui';
import type { Metadata } from 'next';
import { DataLayer } from '../../../components/tracking/data-layer';
import { env } from '../../../env';
import { ProductCard } from '../../../components/product-card/product-card';
import { getTranslator } from '../../../lib/i18n';
import { pageContext, type PageParams } from '../../../lib/request';
import { searchProducts } from '../../../lib/search';
import { pageAlternates } from '../../../lib/seo';
import { stores } from '../../../lib/stores';
import styles from './home.module.css';

const HOME_PRODUCTS = 24;

export async function generateMetadata({
  params,
}: {
  params: Promise<PageParams>;
}): Promise<Metadata> {
  const { store, locale } = await pageContext(params);
  const t = getTranslator(locale);
  return {
    title: `${t('meta.siteName')} – ${t('meta.homeTitle')}`,
    description: t('meta.homeDescription'),
    alternates: pageAlternates('/', store, locale, stores),
  };
}

async function loadProducts(...args: Parameters<typeof searchProducts>) {
  try {
    return await searchProducts(...args);
  } catch (error) {
    // A search outage must not take the whole home page down: show the rest and say so.
    console.error('Unable to load home products', error instanceof Error ? error.message : error);
    return null;
  }
}

export default async function HomePage({ params }: { params: Promise<PageParams> }) {
  const { store, locale } = await pageContext(params);
  const t = getTranslator(locale);
  const products = await loadProducts(store, { hitsPerPage: HOME_PRODUCTS });

  return (
    <>
      <DataLayer
        gtmId={env.GTM_ID ?? null}
        page={{
          type: 'index',
          title: t('meta.homeTitle'),
          url: `${store.baseUrl}/`,
          language: locale,
          iso_code: `${locale}-${store.countryCode}`,
          store: store.id,
          country: store.countryCode,
        }}
      />
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className="page-width">
          <h1 id="home-hero-title">{t('home.heroTitle')}</h1>
          <p>{t('home.heroSubtitle')}</p>
        </div>
      </section>
      <section className="page-width" aria-labelledby="home-products-title">
        <h2 id="home-products-title" className={styles.heading}>
          {t('home.productsHeading')}
        </h2>
        {products === null ? (
          <p role="alert">{t('home.searchUnavailable')}</p>
        ) : products.hits.length === 0 ? (
          <p>{t('home.productsEmpty')}</p>
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
    </>
  );
}
