import type { TPageInfo } from '@shop/api-client';
import { isLocale, splitLocalePrefix } from '@shop/domain/locales';
import { isStoreId, storeById } from '@shop/domain/stores';
import type { NotFoundReason, PageRequest, ParseOutcome } from './page-request';
import { requestFacts } from './page-request';
import { stores } from './stores';

/**
 * The page request travels from the proxy to the pages as request headers under names a client
 * cannot set itself: every `x-shop-*` header a client sends is dropped on the way.
 */
export const PAGE_HEADERS = {
  store: 'x-shop-store',
  locale: 'x-shop-locale',
  path: 'x-shop-path',
  search: 'x-shop-search',
  device: 'x-shop-device',
  noCache: 'x-shop-no-cache',
  pageType: 'x-shop-page-type',
  notFound: 'x-shop-not-found',
  parse: 'x-shop-parse',
} as const;

const SHOP_HEADER = /^x-shop-/i;

/** The headers a page is rendered with: the shopper's own, then the page request's. */
export function writePageRequest(incoming: Headers, page: PageRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of incoming) if (!SHOP_HEADER.test(name)) headers.append(name, value);
  headers.set(PAGE_HEADERS.store, page.store.id);
  headers.set(PAGE_HEADERS.locale, page.locale);
  headers.set(PAGE_HEADERS.path, page.path);
  headers.set(PAGE_HEADERS.search, page.search);
  headers.set(PAGE_HEADERS.device, String(page.device));
  headers.set(PAGE_HEADERS.noCache, page.noCache ? '1' : '0');
  if (page.pageType) headers.set(PAGE_HEADERS.pageType, page.pageType);
  if (page.notFound) headers.set(PAGE_HEADERS.notFound, page.notFound);
  // Header values are Latin-1: the answer's titles are not, so it travels URI-encoded.
  if (page.parse) headers.set(PAGE_HEADERS.parse, encodeURIComponent(JSON.stringify(page.parse)));
  return headers;
}

type HeaderReader = { get(name: string): string | null };

/** What the proxy wrote, as typed data; unknown values fall back to the request's own facts. */
export function readPageRequest(headers: HeaderReader): PageRequest {
  const path = headers.get(PAGE_HEADERS.path) ?? '/';
  const url = new URL(`${path}${headers.get(PAGE_HEADERS.search) ?? ''}`, 'http://page.invalid');
  // Routes the proxy does not run for (sitemaps, robots.txt) have the host and user agent only.
  const { page } = requestFacts(url, headers.get('host'), headers.get('user-agent'));
  const storeId = headers.get(PAGE_HEADERS.store);
  if (isStoreId(storeId)) page.store = storeById(stores, storeId);
  const locale = headers.get(PAGE_HEADERS.locale);
  page.locale = isLocale(locale)
    ? locale
    : (splitLocalePrefix(path).locale ?? page.store.defaultLocale);
  const device = headers.get(PAGE_HEADERS.device);
  if (device === '0' || device === '1') page.device = Number(device) as 0 | 1;
  if (headers.get(PAGE_HEADERS.noCache) !== null)
    page.noCache = headers.get(PAGE_HEADERS.noCache) === '1';
  page.pageType = headers.get(PAGE_HEADERS.pageType);
  const notFound = headers.get(PAGE_HEADERS.notFound);
  page.notFound = notFound === 'restricted' || notFound === 'missing' ? notFound : null;
  page.parse = readParse(headers.get(PAGE_HEADERS.parse));
  return page;
}

function readParse(raw: string | null): ParseOutcome | null {
  if (!raw) return null;
  // Written by the proxy from an answer the client already validated against ZParseAnswer:
  // only the proxy sets it, so it is not validated a second time.
  const outcome = JSON.parse(decodeURIComponent(raw)) as ParseOutcome;
  return outcome.kind === 'page' ? { kind: 'page', info: outcome.info as TPageInfo } : outcome;
}

export type { NotFoundReason };
