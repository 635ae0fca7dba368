import { createApiClient, type CallContext } from '@shop/api-client';
import { deviceFromUserAgent } from '@shop/domain/device';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { headers } from 'next/headers';
import { cache } from 'react';
import { env } from '../env';
import { PAGE_FACT_HEADERS } from '../routing/page-headers';

type HeaderReader = { get(name: string): string | null };

/**
 * Device class and `no_cache` of the page being answered, as the proxy saw the request; a
 * route the proxy does not run for (sitemaps) reads the device from the user agent itself.
 */
export function pageCallContext(requestHeaders: HeaderReader): CallContext {
  const device = requestHeaders.get(PAGE_FACT_HEADERS.device);
  return {
    device:
      device === '0' || device === '1'
        ? (Number(device) as 0 | 1)
        : deviceFromUserAgent(requestHeaders.get('user-agent')),
    noCache: requestHeaders.get(PAGE_FACT_HEADERS.noCache) === '1',
  };
}

/**
 * Server-side client of the front API for one store and language. Each call sends the
 * shopper's device and busts caches when the page was asked with `no_cache=1` (section 7).
 */
export const serverApi = (storeId: Store['id'], locale: Locale) =>
  createApiClient({
    baseUrl: `${env.API_URL}/api/v5`,
    store: storeId,
    device: 0,
    locale,
    callContext: async () => pageCallContext(await headers()),
  });

/** One /init per request however many components ask. */
export const getInit = cache(async (storeId: Store['id'], locale: Locale) =>
  serverApi(storeId, locale).init(),
);
