import 'server-only';
import type { TPageInfo } from '@shop/api-client';
import { storeById, type Store } from '@shop/domain/stores';
import { headers } from 'next/headers';
import { cache } from 'react';
import { readPageRequest } from './headers';
import type { PageRequest } from './page-request';
import { ExternalRedirectError } from './parse';
import { storeForHost, stores } from './stores';

/** The page request the proxy routed, read once per render however many components ask. */
export const getPageRequest = cache(async (): Promise<PageRequest> =>
  readPageRequest(await headers()),
);

/**
 * The page info the proxy's parse call found, or null when the page is the 404 page. A parse
 * that failed, or a redirect to another site (ERR_REDIRECT), is the error page (section 8).
 */
export function pageInfoOf(page: PageRequest): TPageInfo | null {
  if (page.notFound || !page.parse) return null;
  switch (page.parse.kind) {
    case 'page':
      return page.parse.info;
    case 'refused':
      throw new ExternalRedirectError(page.parse.target);
    case 'failed':
      throw new Error('Unable to parse the URL');
  }
}

/** The store of the request's host, for routes that live outside /{store}/{locale}. */
export async function hostStore(): Promise<Store> {
  return storeById(stores, storeForHost((await headers()).get('host')));
}

/** The internal /{store}/{locale} prefix the proxy rewrites every page to, as route params. */
export interface PageParams {
  store: string;
  locale: string;
}
