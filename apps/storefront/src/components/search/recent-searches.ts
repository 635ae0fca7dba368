import { addRecentSearch, parseRecentSearches, type Suggestion } from '@shop/domain/search-box';

const RECENT_KEY = 'shop.recentSearches';

/** The shopper's last searches (storefront section 3), kept in local storage. */
export function readRecent(): Suggestion[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_KEY));
  } catch {
    return [];
  }
}

export function remember(entry: Suggestion) {
  try {
    const next = addRecentSearch(readRecent(), entry);
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Blocked storage: the search still works, only without memory.
  }
}

/** What is kept of a suggestion the shopper picked. */
export const recentEntry = ({ objectID, text, url }: Suggestion): Suggestion => ({
  objectID,
  text,
  url,
});
