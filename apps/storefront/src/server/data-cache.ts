import 'server-only';
import { CACHE_SECONDS, NO_CACHE_PARAM } from '@shop/domain/cache';
import { unstable_cache } from 'next/cache';

/**
 * What a back-office write makes stale, as Next cache tags: the API's cache scopes
 * (apps/api/src/infra/ttl-cache.ts) forwarded by its broadcast to app/revalidate.json.
 * Products carry prices and stock; settings reach every content answer (menus, banners,
 * templates, free-shipping amount).
 */
export const CACHE_TAGS = ['products', 'settings'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/**
 * How long a cached answer is fresh. After that Next serves it once more while one request
 * reloads it in the background (stale-while-revalidate); a change in the back office does not
 * wait for this, it expires the answers by tag at once.
 */
export const FRESH_SECONDS = 300;

const isProductCall = (url: URL) => /\/products(\/|$)/.test(url.pathname);
/** The spec's lifetime of translations (section 9); the back office's change expires them sooner. */
const freshSecondsOf = (url: URL) =>
  /\/translations$/.test(url.pathname) ? CACHE_SECONDS.translations : FRESH_SECONDS;

/**
 * The fetch of the server's API client: anonymous GET answers go to Next's data cache (keyed
 * by URL and headers, so by store, language and device), tagged by what can change them.
 * Anything personal (a token) or asked with `no_cache=1` goes to the API every time.
 */
export const cachingFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const headers = new Headers(init?.headers);
  const cacheable =
    (init?.method ?? 'GET') === 'GET' &&
    !headers.has('authorization') &&
    !url.searchParams.has(NO_CACHE_PARAM);
  // The client's transport, not a call of its own: the client built the request.
  if (!cacheable) return globalThis.fetch(input, { ...init, cache: 'no-store' });
  const tags: CacheTag[] = isProductCall(url) ? ['products', 'settings'] : ['settings'];
  // A shared answer belongs to no one request: its id would split the key per request.
  headers.delete('x-request-id');
  return globalThis.fetch(input, {
    ...init,
    headers,
    next: { revalidate: freshSecondsOf(url), tags },
  });
};

/**
 * A search-service call kept in Next's data cache under the `products` tag (prices, stock and
 * listability live in the index). The arguments are the key, so they must be plain data.
 */
export function cachedSearch<A extends unknown[], R>(
  name: string,
  load: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return unstable_cache(load, ['search', name], {
    revalidate: FRESH_SECONDS,
    tags: ['products'],
  });
}
