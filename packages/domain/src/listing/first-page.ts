/**
 * Storefront section 2: a request with `page=1` in its query is redirected permanently (301)
 * to the same path without it, so the first page of a listing has one URL. The API's parse
 * call and the storefront's proxy (for the pages it never parses) both apply this rule.
 */

/**
 * The query without `page` when it asks for page 1 (`'?sort=price'`, or `''`); null otherwise.
 * The other parameters are kept exactly as they were written.
 */
export function firstPageRedirectQuery(search: string): string | null {
  const pairs = search.replace(/^\?/, '').split('&').filter(Boolean);
  const isPage = (pair: string) => pair === 'page' || pair.startsWith('page=');
  if (!pairs.some((pair) => pair === 'page=1')) return null;
  const rest = pairs.filter((pair) => !isPage(pair));
  return rest.length > 0 ? `?${rest.join('&')}` : '';
}
