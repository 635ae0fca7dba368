import type { TPageInfo } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import { DEFAULT_LISTING_PAGE_SIZE, listingFilters } from '@shop/domain/listing-search';
import type { Store } from '@shop/domain/stores';
import { ProductGrid } from '@shop/ui';
import type { Translate } from '../../lib/i18n';
import { searchProducts } from '../../lib/search';
import { PageHeader } from '../pages/page-header';
import styles from '../pages/pages.module.css';
import { ProductCard } from '../product-card/product-card';

/**
 * A listing page (category, brand, artist, sales, novelties...): server-rendered hits of the
 * page's scope, with its breadcrumb and suggested links.
 */
export async function ListingView({
  info,
  store,
  locale,
  t,
}: {
  info: TPageInfo;
  store: Store;
  locale: Locale;
  t: Translate;
}) {
  const { filters } = info;
  const result = await searchProducts(store, {
    hitsPerPage: DEFAULT_LISTING_PAGE_SIZE,
    page: filters.page,
    filters: listingFilters(filters),
  });
  return (
    <section className={`page-width ${styles.page}`}>
      <PageHeader title={info.title} crumbs={info.breadcrumb.parts} store={store} t={t}>
        <p className={styles.lead}>{t('listing.results', { count: result.nbHits })}</p>
      </PageHeader>
      {info.bubbles.length > 0 && (
        <ul className={styles.bubbles}>
          {info.bubbles.map((bubble) => (
            <li key={bubble.url}>
              <a href={bubble.url}>{bubble.label}</a>
            </li>
          ))}
        </ul>
      )}
      {result.hits.length === 0 ? (
        <p>{t('listing.empty')}</p>
      ) : (
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
