/** Cache lifetimes in seconds (storefront spec section 9), for HTTP headers and server caches. */
export const CACHE_SECONDS = {
  default: 3600,
  countries: 86_400,
  menus: 900,
  translations: 600,
  products: 2700,
  pageInfo: 300,
  parse: 300,
  listing: 900,
  banner: 1800,
} as const;
export type CacheLifetime = keyof typeof CACHE_SECONDS;

/** Generated pictures never change under one URL: a year, immutable. */
export const IMMUTABLE_SECONDS = 31_536_000;

/** The query flag that bypasses every cache (spec section 7). */
export const NO_CACHE_PARAM = 'no_cache';

export function isNoCache(value: unknown): boolean {
  return value === '1' || (Array.isArray(value) && value.includes('1'));
}

/** Cache-Control for an answer: shared for `seconds`, or never stored when caches are bypassed. */
export function cacheControl(lifetime: CacheLifetime | number, noCache = false): string {
  if (noCache) return 'no-store';
  const seconds = typeof lifetime === 'number' ? lifetime : CACHE_SECONDS[lifetime];
  return `public, max-age=${seconds}`;
}

/**
 * The storefront's revalidation endpoint (issue 20): the API posts there what a back-office
 * write made stale, as its cache scopes. Reached server to server only; the gateway refuses it.
 */
export const STOREFRONT_REVALIDATE_PATH = '/revalidate.json';

/** What a write can make stale, in the API's caches and the storefront's alike. */
export const CACHE_SCOPES = ['products', 'settings'] as const;
export type CacheScopeName = (typeof CACHE_SCOPES)[number];

/**
 * The attribute a page carries where a part of it could not be loaded (the search service
 * down, banners missing): the storefront's full-page cache keeps such a page only a few
 * seconds, not its 300 (issue 30, item 18), so the shop does not keep showing what the
 * failure left out once the service is back.
 */
export const DEGRADED_PAGE_MARK = 'data-shop-degraded';

/** Local default of REVALIDATE_SECRET (API and storefront); production sets its own. */
export const LOCAL_REVALIDATE_SECRET = 'local-revalidate-secret-not-for-production';
