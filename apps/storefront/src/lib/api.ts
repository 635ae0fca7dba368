import { createApiClient } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { cache } from 'react';
import { env } from '../env';

/** Server-side client of the front API for one store and language. */
export const serverApi = (storeId: Store['id'], locale: Locale) =>
  createApiClient({ baseUrl: `${env.API_URL}/api/v5`, store: storeId, device: 0, locale });

/** One /init per request however many components ask. */
export const getInit = cache(async (storeId: Store['id'], locale: Locale) =>
  serverApi(storeId, locale).init(),
);
