import type { TPageInfo } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import type { Db } from '../../db/client';
import type { AppCaches } from '../../infra/ttl-cache';

/** Where a page is resolved: the store and language of the request and what to read. */
export interface PageScope {
  db: Db;
  caches: AppCaches;
  stores: readonly Store[];
  store: Store;
  locale: Locale;
  noCache: boolean;
}

export type Resolution =
  | { kind: 'page'; pageInfo: TPageInfo }
  /**
   * `path` as the shopper sees it, locale prefix included; `search` (without `?`) replaces the
   * query when given, else the request's query goes along.
   */
  | { kind: 'redirect'; path: string; search?: string }
  | { kind: 'missing' };

export const MISSING: Resolution = { kind: 'missing' };

export const emptyFilters = (): TPageInfo['filters'] => ({
  facets: {},
  ranges: {},
  sort: null,
  page: 0,
});
