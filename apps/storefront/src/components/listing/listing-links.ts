import type { FacetGroup } from '@shop/domain/listing-facets';
import { serializeListingQuery, type ListFacet, type ListingState } from '@shop/domain/listing-url';
import type { Translate } from '../../server/i18n';

/** The page size a shopper chose, kept for every listing (docs/decisions.md). */
export const PAGE_SIZE_COOKIE = 'shop_listing_size';

/** A listing state's URL on its page: the shopper's path (language prefix kept) and query. */
export function listingHref(basePath: string, state: ListingState): string {
  const query = serializeListingQuery(state);
  return query ? `${basePath}?${query}` : basePath;
}

const FACET_KEYS: Record<ListFacet | 'prices' | 'promotions', string> = {
  artists: 'facets.artists',
  categories: 'facets.categories',
  brands: 'facets.brands',
  sizes: 'facets.sizes',
  colors: 'facets.colors',
  sexe: 'facets.sexe',
  prices: 'facets.prices',
  promotions: 'facets.promotions',
  materials: 'facets.materials',
  ranges: 'facets.ranges',
  'eco-label': 'facets.ecoLabel',
};

export const facetLabel = (facet: FacetGroup['facet'] | 'prices' | 'promotions', t: Translate) =>
  t(FACET_KEYS[facet] as Parameters<Translate>[0]);
