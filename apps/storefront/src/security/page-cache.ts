import { env } from '../env';
import type { PageRequest } from '../page-request/page-request';

/** The full-page cache's render request carries its token (server/server.ts, page-cache.ts). */
export const PAGE_RENDER_HEADER = 'x-shop-page-render';
/** On a page the cache may keep: its language, for the cookie the cache gives with it. */
export const PAGE_CACHE_HEADER = 'x-shop-page-cache';

/**
 * Pages whose HTML depends only on store, language, device class and URL (issue 20): what is
 * personal on them hydrates in client islands. Wishlist, contact, unsubscribe and maintenance
 * are rendered per request.
 */
const CACHEABLE_PAGES: ReadonlySet<string> = new Set([
  'home',
  'listing',
  'product',
  'cms',
  'template',
  'artists',
  'brands',
  'search',
]);

type HeaderReader = { get(name: string): string | null };

/** Whether this request is the page cache's own render, by its token (never a client's). */
export function isCacheRender(headers: HeaderReader): boolean {
  const token = env.SHOP_PAGE_RENDER_TOKEN;
  return Boolean(token) && headers.get(PAGE_RENDER_HEADER) === token;
}

/** The nonce of a cache render: the placeholder the cache swaps for a fresh one per answer. */
export const cacheRenderNonce = (): string | null => env.SHOP_PAGE_NONCE ?? null;

/**
 * Whether the page the chain chose may be kept: a 200 of a page type above, found, and not the
 * outlet, whose access is checked per shopper (routing/outlet-guard.ts).
 */
export function isCacheablePage(
  page: Pick<PageRequest, 'pageType' | 'notFound' | 'noCache' | 'parse'>,
  status: number | undefined,
): boolean {
  const outlet = page.parse?.kind === 'page' && page.parse.info.listingType === 'outlet';
  return (
    (status === undefined || status === 200) &&
    !page.notFound &&
    !page.noCache &&
    !outlet &&
    page.pageType !== null &&
    CACHEABLE_PAGES.has(page.pageType)
  );
}
