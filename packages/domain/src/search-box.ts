/** Recent searches kept in local storage and search hits asked per keystroke (section 9). */
export const MAX_RECENT_SEARCHES = 5;
export const HEADER_SEARCH_HITS = 15;

export interface Suggestion {
  objectID: string;
  text: string;
  url: string;
}

/** Newest first, no duplicates, at most 5 (storefront section 5). */
export function addRecentSearch<T extends { objectID: string }>(
  recent: readonly T[],
  picked: T,
): T[] {
  if (recent.some((entry) => entry.objectID === picked.objectID)) return [...recent];
  return [picked, ...recent].slice(0, MAX_RECENT_SEARCHES);
}

/** `/search/{query}`: trimmed, spaces become plus signs. */
export function searchPath(query: string): string {
  const words = query.trim().split(/\s+/).filter(Boolean).map(encodeURIComponent);
  return `/search/${words.join('+')}`;
}

/**
 * Where submitting the search box goes: nowhere for an empty query (the field is focused
 * instead), a suggestion's URL when its text equals the query (trimmed, any case), else the
 * search page.
 */
export function searchSubmitTarget(
  query: string,
  suggestions: readonly Suggestion[],
): string | null {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return null;
  const match = suggestions.find((suggestion) => suggestion.text.trim().toLowerCase() === wanted);
  return match ? match.url : searchPath(query);
}

/** Top-sales hits of the error page and home carousels (storefront section 9). */
export const TOP_SALES_HITS = 6;

/** Listings never show outlet-only products nor those hidden from listings (section 7). */
export const LISTABLE_FILTER = 'displayInListing:true AND isOnlyOutlet:false';
