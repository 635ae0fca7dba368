import { activeFilterCount, clearAllFilters, setSort, withPage } from '@shop/domain/listing-state';
import { LISTING_PAGE_SIZES } from '@shop/domain/listing-search';
import { LISTING_SORTS, type ListingState } from '@shop/domain/listing-url';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { ProductGrid } from '@shop/ui';
import { Suspense, type ReactNode } from 'react';
import type { Translate } from '../../server/i18n';
import { facetLabel, listingHref } from './listing-links';
import { PageHeader } from '../pages/page-header';
import { ProductCard } from '../product-card/product-card';
import { cardProduct } from '../tracking/card-product';
import { ListTracking } from '../tracking/list-tracking';
import { ActiveFilters } from './active-filters';
import { FacetList } from './facet-list';
import { FilterPanel, OpenFiltersButton } from './filter-panel';
import { PageSizeSelect, RangeFilter, SortSelect } from './listing-controls';
import styles from './listing.module.css';
import type { ListingRequest } from './listing-request';
import type { ListingData } from './load-listing';
import { Pagination } from './pagination';

/** The first row on a phone: fetched first; the rest load as they near the viewport. */
const LISTING_PRIORITY_PICTURES = 2;

export interface ListingPageProps {
  store: Store;
  locale: Locale;
  t: Translate;
  listing: ListingRequest;
  data: ListingData;
  /** Replaces the default empty-result text (the search page suggests searches). */
  empty?: ReactNode;
}

const SORT_LABELS = {
  price_asc: 'listing.sortPriceAsc',
  price_desc: 'listing.sortPriceDesc',
  novelty: 'listing.sortNovelty',
} as const;

/**
 * A listing (category, brand, artist, sales, search...): its first page as loaded on the
 * server, with its hits and facets; every filter, sort and page is a URL of the listing grammar.
 */
export function ListingPage({ store, locale, t, listing, data, empty }: ListingPageProps) {
  const { kind, state, basePath } = listing;
  const { result, pageSize } = data;
  const active = activeFilterCount(state);
  const href = (next: ListingState) => listingHref(basePath, next);
  const sortOptions = [
    { value: '', label: t('listing.sortFavourites'), href: href(setSort(state, null)) },
    ...LISTING_SORTS.map((sort) => ({
      value: sort,
      label: t(SORT_LABELS[sort]),
      href: href(setSort(state, sort)),
    })),
  ];
  const count = t('listing.results', { count: result.nbHits });

  return (
    <section className={`page-width ${styles.listing}`} data-testid="listing" data-kind={kind}>
      <PageHeader title={listing.title} crumbs={listing.crumbs} store={store} t={t}>
        <p className={styles.total} data-testid="listing-count" aria-live="polite">
          {count}
        </p>
      </PageHeader>
      {listing.bubbles.length > 0 && (
        <nav className={styles.bubbles} aria-label={t('listing.related')}>
          <ul>
            {listing.bubbles.map((bubble) => (
              <li key={bubble.url}>
                <a href={bubble.url}>{bubble.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.toolbar}>
        <OpenFiltersButton label={t('listing.filters')} count={active} />
        <FilterPanel
          activeCount={active}
          clearAllHref={active > 0 ? href(clearAllFilters(state)) : null}
          labels={{
            title: t('listing.filters'),
            close: t('listing.closeFilters'),
            clearAll: t('listing.clearAll'),
            show: t('listing.showResults', { count: result.nbHits }),
          }}
        >
          {/* A boundary of its own: a thousand facet nodes hydrate apart from the rest. */}
          <Suspense>
            <FacetList
              groups={result.facets}
              state={state}
              basePath={basePath}
              texts={{
                labels: Object.fromEntries(
                  result.facets.map((group) => [group.facet, facetLabel(group.facet, t)]),
                ),
                clearFacet: t('listing.clearFacet', { facet: '{{facet}}' }),
              }}
            />
          </Suspense>
          {(['prices', 'promotions'] as const).map((facet) => {
            const bounds = result.bounds[facet];
            const current = state.ranges[facet];
            if (!bounds || (bounds.min >= bounds.max && !current)) return null;
            return (
              <RangeFilter
                key={`${facet}-${current?.min}-${current?.max}`}
                facet={facet}
                title={t(facet === 'prices' ? 'facets.prices' : 'facets.promotions')}
                unit={facet === 'prices' ? '€' : '%'}
                bounds={bounds}
                state={state}
                basePath={basePath}
                labels={{
                  min: t('listing.rangeMin'),
                  max: t('listing.rangeMax'),
                  apply: t('listing.rangeApply'),
                }}
              />
            );
          })}
        </FilterPanel>
        <div className={styles.toolbarEnd}>
          <SortSelect
            label={t('listing.sortLabel')}
            value={state.sort ?? ''}
            options={sortOptions}
          />
          <PageSizeSelect
            label={t('listing.pageSize')}
            value={pageSize}
            sizes={LISTING_PAGE_SIZES}
            firstPageHref={href(withPage(state, 0))}
          />
        </div>
      </div>
      <ActiveFilters state={state} basePath={basePath} t={t} />
      <div className={styles.results}>
        {/* The products' heading, for outline readers: card titles are h3 under it. */}
        <h2 className="ui-visually-hidden">{count}</h2>
        {result.hits.length === 0 ? (
          <div className={styles.empty} data-testid="listing-empty">
            {active > 0 ? (
              <>
                <p>{t('listing.emptyFiltered')}</p>
                <a className={styles.primary} href={href(clearAllFilters(state))}>
                  {t('listing.emptyClear')}
                </a>
              </>
            ) : (
              (empty ?? (
                <>
                  <p>{t('listing.empty')}</p>
                  <a className={styles.primary} href={listing.crumbs[0]?.url ?? '/'}>
                    {t('listing.emptyHome')}
                  </a>
                </>
              ))
            )}
          </div>
        ) : (
          <ProductGrid data-testid="listing-grid" className={styles.grid}>
            {result.hits.map((hit, index) => (
              <ProductCard
                key={hit.objectID}
                hit={hit}
                store={store}
                locale={locale}
                t={t}
                priority={index < LISTING_PRIORITY_PICTURES}
                freeShippingAmount={data.freeShippingAmount}
              />
            ))}
          </ProductGrid>
        )}
        {result.hits.length > 0 && (
          <ListTracking
            listName={listing.title}
            items={result.hits.map((hit) => cardProduct(hit, store, locale))}
          />
        )}
        <Pagination state={state} pageCount={result.nbPages} basePath={basePath} t={t} />
      </div>
      {listing.seoText && <p className={styles.seo}>{listing.seoText}</p>}
    </section>
  );
}
