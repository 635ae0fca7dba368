import 'server-only';
import { apiBaseUrl, createApiClient, type ApiClient } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { headers } from 'next/headers';
import { cache } from 'react';
import { env } from '../env';
import { getPageRequest } from '../page-request/server';
import { cachingFetch } from './data-cache';
import { reportServerError } from './report-server-error';

/**
 * Server-side client of the front API for one store and language. Each call sends the
 * shopper's device and busts caches when the page was asked with `no_cache=1` (section 7), as
 * the page request says. Anonymous answers are kept in Next's data cache (data-cache.ts).
 */
export const serverApi = (storeId: Store['id'], locale: Locale): ApiClient =>
  createApiClient({
    baseUrl: apiBaseUrl(env.API_URL),
    store: storeId,
    device: 0,
    locale,
    fetch: cachingFetch,
    callContext: async () => {
      const { device, noCache } = await getPageRequest();
      // server/server.ts gave the page request its id: the API logs its calls with the same one.
      return { device, noCache, requestId: (await headers()).get('x-request-id') };
    },
  });

/**
 * One /init per request however many components ask. Without it no page can be built: a
 * failure is reported as fatal (storefront section 8, "failure of the first calls"), then the
 * error page shows.
 */
export const getInit = cache(async (storeId: Store['id'], locale: Locale) =>
  serverApi(storeId, locale)
    .init()
    .catch((error: unknown) => {
      reportServerError(
        'Unable to load the first calls (init)',
        error,
        { store: storeId },
        'fatal',
      );
      throw error;
    }),
);
