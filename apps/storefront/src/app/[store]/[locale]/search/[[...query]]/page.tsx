import { DEFAULT_LISTING_PAGE_SIZE } from '@shop/domain/listing-search';
import { ProductGrid } from '@shop/ui';
import type { Metadata } from 'next';
import styles from '../../../../../components/pages/pages.module.css';
import { ProductCard } from '../../../../../components/product-card/product-card';
import { getTranslator } from '../../../../../lib/i18n';
import { pageContext, type PageParams } from '../../../../../lib/request';
import { searchProducts } from '../../../../../lib/search';

type SearchParams = Promise<PageParams & { query?: string[] }>;

/** `/search/{query}`: the words of the first segment, plus signs standing for spaces. */
async function searchQuery(params: SearchParams): Promise<string> {
  const [segment = ''] = (await params).query ?? [];
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' ')).trim();
  } catch {
    return '';
  }
}

export async function generateMetadata({ params }: { params: SearchParams }): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = getTranslator(locale);
  const query = await searchQuery(params);
  // Result pages are endless variations of the catalogue: followed, never indexed.
  return {
    title: `${query ? t('search.titleFor', { query }) : t('search.title')} – ${t('meta.siteName')}`,
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params }: { params: SearchParams }) {
  const { store, locale } = await pageContext(params);
  const t = getTranslator(locale);
  const query = await searchQuery(params);
  const result = query
    ? await searchProducts(store, { query, hitsPerPage: DEFAULT_LISTING_PAGE_SIZE })
    : null;
  return (
    <section className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {query ? t('search.titleFor', { query }) : t('search.title')}
        </h1>
        {result && <p className={styles.lead}>{t('listing.results', { count: result.nbHits })}</p>}
      </header>
      {result && result.hits.length === 0 && <p>{t('search.empty', { query })}</p>}
      {result && result.hits.length > 0 && (
        <ProductGrid data-testid="listing-grid">
          {result.hits.map((hit, index) => (
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
