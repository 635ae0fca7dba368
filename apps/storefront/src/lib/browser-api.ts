/**
 * The common headers of the spec's calls (storefront section 7) for the few forms that post
 * from the browser without the typed client (kept out of the first page's scripts).
 */
export function shopHeaders(store: string, locale: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Store': store,
    // Device 0 is a desktop; the mobile breakpoint of section 9 is 1024 px.
    'X-Device': window.matchMedia('(min-width: 1024px)').matches ? '0' : '1',
    'Accept-Language': locale,
  };
}
