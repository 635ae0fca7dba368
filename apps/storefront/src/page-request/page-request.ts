import type { TPageInfo } from '@shop/api-client';
import { isNoCache, NO_CACHE_PARAM } from '@shop/domain/cache';
import { deviceFromUserAgent, type Device } from '@shop/domain/device';
import { splitLocalePrefix, type Locale } from '@shop/domain/locales';
import { storeById, storePathLocale, type Store } from '@shop/domain/stores';
import { storeForHost, stores } from './stores';

/** Why a page answers 404, for the error page's message (storefront section 8). */
export type NotFoundReason = 'restricted' | 'missing';

/**
 * What the proxy's one `POST /parse` of the shopper's URL gave: the page it found; a failure
 * (the API was down); or a redirect to another site it refused (ERR_REDIRECT, section 8). The
 * page shows the error page for the last two and never asks parse again.
 */
export type ParseOutcome =
  { kind: 'page'; info: TPageInfo } | { kind: 'failed' } | { kind: 'refused'; target: string };

/**
 * One page request, as the proxy routed it and every page reads it: the store of the host, the
 * language of the path, the shopper's URL, the call context of section 7, and what the routing
 * steps found out about the page.
 */
export interface PageRequest {
  store: Store;
  locale: Locale;
  /** The shopper's path, locale prefix included. */
  path: string;
  /** The shopper's query as sent (`?colors=Noir&page=2`), or ''. */
  search: string;
  /** The X-Device class of section 7 (0 desktop, 1 otherwise) of the shopper's browser. */
  device: Device;
  /** The page was asked with `no_cache=1`: every API call of the page busts caches. */
  noCache: boolean;
  /** The layout's page type (storefront section 2), null while unknown. */
  pageType: string | null;
  notFound: NotFoundReason | null;
  /** Null for the static pages, which are never parsed. */
  parse: ParseOutcome | null;
}

/**
 * The facts of a request before any routing step runs: store from the host, language from an
 * optional path prefix (none for the store's own language), device from the user agent. A
 * prefix of a language the store does not serve (/fr outside France and Belgium) is no prefix:
 * the path is looked up as it is, and found nowhere.
 */
export function requestFacts(url: URL, host: string | null, userAgent: string | null) {
  const store = storeById(stores, storeForHost(host));
  const split = splitLocalePrefix(url.pathname);
  const prefix = storePathLocale(store.id, split.locale);
  const rest = prefix ? split.rest : url.pathname;
  const page: PageRequest = {
    store,
    locale: prefix ?? store.defaultLocale,
    path: url.pathname,
    search: url.search,
    device: deviceFromUserAgent(userAgent),
    noCache: isNoCache(url.searchParams.get(NO_CACHE_PARAM)),
    pageType: null,
    notFound: null,
    parse: null,
  };
  /** `prefix` is the locale prefix of the path, if any; `route` the path without it. */
  return { page, prefix, route: rest };
}
