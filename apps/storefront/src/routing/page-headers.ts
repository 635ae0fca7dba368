/**
 * Facts about the shopper's request the proxy hands to the pages, under names a client cannot
 * set itself (the skeleton step drops every other `x-shop-*` header it sends).
 */
export const PAGE_FACT_HEADERS = {
  /** The shopper's path, locale prefix included: pages without params pick the language. */
  path: 'x-shop-path',
  /** The X-Device class of section 7 (0 desktop, 1 otherwise) of the shopper's browser. */
  device: 'x-shop-device',
  /** '1' when the page was asked with `no_cache=1`: every API call of the page busts caches. */
  noCache: 'x-shop-no-cache',
} as const;

export const FACT_HEADER_NAMES: ReadonlySet<string> = new Set(Object.values(PAGE_FACT_HEADERS));
