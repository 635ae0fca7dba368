/**
 * What a shopper does to a listing (storefront section 4): toggle a facet value, clear one
 * facet or all, set a range, sort, change page. Every change of filters or sort goes back to
 * the first page; the results are new states for the URL grammar to serialise.
 */
import {
  emptyListingState,
  isRangeFacet,
  type ListFacet,
  type ListingFacet,
  type ListingSort,
  type ListingState,
  type NumericRange,
  type RangeFacet,
} from './listing-url';
import { fromCents, toCents } from '../basket/money';

const sameValue = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function withFilters(state: ListingState, facet: ListFacet, values: string[]): ListingState {
  const filters = { ...state.filters };
  if (values.length > 0) filters[facet] = values;
  else delete filters[facet];
  return { ...state, filters, page: 0 };
}

export function toggleFacetValue(state: ListingState, facet: ListFacet, value: string) {
  const current = state.filters[facet] ?? [];
  const next = current.some((one) => sameValue(one, value))
    ? current.filter((one) => !sameValue(one, value))
    : [...current, value];
  // Genders travel sorted in the URL; keeping them sorted here makes equal states equal.
  return withFilters(state, facet, facet === 'sexe' ? [...next].sort() : next);
}

export function clearFacet(state: ListingState, facet: ListingFacet): ListingState {
  if (isRangeFacet(facet)) return setRange(state, facet, null);
  return withFilters(state, facet, []);
}

export function clearAllFilters(state: ListingState): ListingState {
  return { ...state, filters: {}, ranges: {}, page: 0 };
}

/** What the URL grammar carries: prices in cents up to 999999.99, whole percents 0 to 100. */
function fitRange(facet: RangeFacet, value: number): number {
  const safe = Number.isFinite(value) ? Math.max(0, value) : 0;
  return facet === 'prices'
    ? Math.min(fromCents(toCents(safe)), 999_999.99)
    : Math.min(Math.round(safe), 100);
}

export function setRange(
  state: ListingState,
  facet: RangeFacet,
  range: NumericRange | null,
): ListingState {
  const ranges = { ...state.ranges };
  if (range) {
    const [min, max] = [fitRange(facet, range.min), fitRange(facet, range.max)].sort(
      (a, b) => a - b,
    );
    ranges[facet] = { min: min!, max: max! };
  } else delete ranges[facet];
  return { ...state, ranges, page: 0 };
}

export function setSort(state: ListingState, sort: ListingSort | null): ListingState {
  return { ...state, sort, page: 0 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(0, Math.floor(page)) };
}

/** The count the fixed header's filter button shows: each value and each range counts once. */
export function activeFilterCount(state: ListingState): number {
  const values = Object.values(state.filters).reduce((sum, list) => sum + (list?.length ?? 0), 0);
  return values + Object.keys(state.ranges).length;
}

export type PageLink = number | 'gap';

/**
 * Numbered pages around the current one (zero-based), always with the first and last, gaps
 * where pages are skipped: `0 … 4 5 [6] 7 8 … 19`.
 */
export function pageLinks(current: number, pageCount: number, span = 2): PageLink[] {
  if (pageCount <= 1) return [];
  const from = Math.max(1, current - span);
  const to = Math.min(pageCount - 2, current + span);
  const links: PageLink[] = [0];
  if (from > 1) links.push('gap');
  for (let page = from; page <= to; page += 1) links.push(page);
  if (to < pageCount - 2) links.push('gap');
  links.push(pageCount - 1);
  return links;
}

/** The state of a listing at its first page with nothing chosen (an empty result's way out). */
export { emptyListingState };
