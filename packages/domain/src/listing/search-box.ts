import { serializeListingQuery, type ListingState } from './listing-url';

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

/** A search results page with its listing state in the query (facets, sort, page). */
export function searchListingUrl(query: string, state: ListingState): string {
  const params = serializeListingQuery(state);
  return params ? `${searchPath(query)}?${params}` : searchPath(query);
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

/** A free-text search kept among recent searches: it reopens the search page. */
export function querySuggestion(query: string): Suggestion {
  const text = query.trim().replace(/\s+/g, ' ');
  return { objectID: `query:${text.toLowerCase()}`, text, url: searchPath(text) };
}

export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a text on the query's words, in any case (storefront section 5: query words are
 * highlighted in suggestions). Longer words first, so `sweat` does not hide `sweatshirt`.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const words = [...new Set(query.trim().toLowerCase().split(/\s+/).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (words.length === 0) return text ? [{ text, highlighted: false }] : [];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, highlighted: words.includes(part.toLowerCase()) }));
}

/** Recent searches as read back from local storage: anything malformed is dropped. */
export function parseRecentSearches(raw: string | null): Suggestion[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (entry): entry is Suggestion =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof entry.objectID === 'string' &&
          typeof entry.text === 'string' &&
          typeof entry.url === 'string' &&
          entry.url.startsWith('/') &&
          !entry.url.startsWith('//'),
      )
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}
