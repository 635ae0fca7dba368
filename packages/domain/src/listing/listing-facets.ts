/**
 * From a listing state to search parameters and back to facet groups (storefront sections 7
 * and 9): URL facet names map to record attributes; values of one facet are alternatives (OR),
 * facets combine with AND; a refined facet's counts come from a query without its own
 * refinement so its other values stay offered.
 */
import {
  FACET_SEPARATORS,
  isFacetValue,
  LISTING_FACETS,
  type ListFacet,
  type ListingState,
  type NumericRange,
  type RangeFacet,
} from './listing-url';
import { compareSizes } from '../catalogue/size-order';

export const FACET_ATTRIBUTES: Readonly<Record<ListFacet, string>> = {
  categories: 'categoryName',
  brands: 'brandName',
  artists: 'artists',
  ranges: 'ranges',
  sizes: 'sizes.size',
  colors: 'colors',
  sexe: 'sexe',
  materials: 'materials',
  'eco-label': 'ecoLabels',
};
export const RANGE_ATTRIBUTES: Readonly<Record<RangeFacet, string>> = {
  prices: 'price',
  promotions: 'promotionPercent',
};

/** Never offered to shoppers: they scope the listing instead (section 7). */
export const HIDDEN_FACET_ATTRIBUTES = ['isOnlyOutlet', 'displayInListing', 'label'] as const;
export const MAX_VALUES_PER_FACET = 100;

const LIST_FACETS = LISTING_FACETS.filter(
  (facet): facet is ListFacet => facet !== 'prices' && facet !== 'promotions',
);
/** Every attribute a listing asks counts or stats for. */
export const REQUESTED_FACETS = [
  ...LIST_FACETS.map((facet) => FACET_ATTRIBUTES[facet]),
  ...Object.values(RANGE_ATTRIBUTES),
];

const facetFilter = (attribute: string, value: string) => `${attribute}:${value}`;

/** `facetFilters`: one inner array (OR) per refined facet, outer level AND. */
export function facetFiltersOf(state: ListingState, except?: ListFacet): string[][] {
  return LIST_FACETS.flatMap((facet) => {
    const values = state.filters[facet];
    if (facet === except || !values?.length) return [];
    return [values.map((value) => facetFilter(FACET_ATTRIBUTES[facet], value))];
  });
}

export function numericFiltersOf(state: ListingState): string[] {
  return (['prices', 'promotions'] as const).flatMap((facet) => {
    const range = state.ranges[facet];
    const attribute = RANGE_ATTRIBUTES[facet];
    return range ? [`${attribute}>=${range.min}`, `${attribute}<=${range.max}`] : [];
  });
}

export interface FacetSearchParams {
  filters: string;
  facetFilters: string[][];
  numericFilters: string[];
  facets: string[];
  maxValuesPerFacet: number;
  hitsPerPage: number;
  page: number;
}

/**
 * The main query (hits, counts of unrefined facets, stats) and one count-only query per
 * refined facet, in the order of `refinedFacets`.
 */
export function listingSearchParams(
  state: ListingState,
  scopeFilters: string,
  hitsPerPage: number,
): { main: FacetSearchParams; refinedFacets: ListFacet[]; disjunctive: FacetSearchParams[] } {
  const common = {
    filters: scopeFilters,
    numericFilters: numericFiltersOf(state),
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
  };
  const refinedFacets = LIST_FACETS.filter((facet) => state.filters[facet]?.length);
  return {
    main: {
      ...common,
      facetFilters: facetFiltersOf(state),
      facets: REQUESTED_FACETS,
      hitsPerPage,
      page: state.page,
    },
    refinedFacets,
    disjunctive: refinedFacets.map((facet) => ({
      ...common,
      facetFilters: facetFiltersOf(state, facet),
      facets: [FACET_ATTRIBUTES[facet]],
      hitsPerPage: 0,
      page: 0,
    })),
  };
}

export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}
export interface FacetGroup {
  facet: ListFacet;
  values: FacetValue[];
}
export type FacetCounts = Record<string, Record<string, number>>;

const sameValue = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Facet groups in URL facet order: values the URL grammar can carry, most products first
 * (sizes in size order, @shop/domain/size-order);
 * selected values always shown (count 0 when nothing matches them any more).
 */
export function facetGroups(
  state: ListingState,
  main: FacetCounts,
  disjunctive: Partial<Record<ListFacet, FacetCounts>>,
): FacetGroup[] {
  return LIST_FACETS.flatMap((facet) => {
    const attribute = FACET_ATTRIBUTES[facet];
    const counts = (disjunctive[facet] ?? main)[attribute] ?? {};
    const selected = state.filters[facet] ?? [];
    const values: FacetValue[] = Object.entries(counts)
      .filter(([value]) => isFacetValue(value) && !value.includes(FACET_SEPARATORS[facet]))
      .map(([value, count]) => ({
        value,
        count,
        selected: selected.some((one) => sameValue(one, value)),
      }));
    for (const value of selected)
      if (!values.some((one) => sameValue(one.value, value)))
        values.push({ value, count: 0, selected: true });
    values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    const offered = values.slice(0, MAX_VALUES_PER_FACET);
    // The most offered sizes, read in size order: XS S M L... then 28 30 32...
    if (facet === 'sizes') offered.sort((a, b) => compareSizes(a.value, b.value));
    return offered.length > 0 ? [{ facet, values: offered }] : [];
  });
}

/** Bounds of a range facet from `facets_stats`, widened to whole units. */
export function rangeBounds(
  stats: Record<string, { min: number; max: number }> | undefined,
  facet: RangeFacet,
): NumericRange | null {
  const found = stats?.[RANGE_ATTRIBUTES[facet]];
  if (!found) return null;
  return { min: Math.floor(found.min), max: Math.ceil(found.max) };
}
