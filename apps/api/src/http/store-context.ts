import { ZStoreId } from '@shop/api-client/schemas';
import { isLocale, type Locale } from '@shop/domain/locales';
import { isNoCache, NO_CACHE_PARAM } from '@shop/domain/cache';
import type { Device } from '@shop/domain/device';
import { MAIN_STORE_ID, storeById, type Store, type StoreId } from '@shop/domain/stores';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from './errors';

const ZHeaders = z.object({
  'X-Store': ZStoreId.default(MAIN_STORE_ID),
  'X-Device': z.enum(['0', '1']).optional(),
});

interface StoreContext {
  storeId: StoreId;
  locale: Locale;
}

export interface RequestContext extends StoreContext {
  store: Store;
  device: Device;
  /** `no_cache=1`: answer no-store and skip the server caches (spec section 7). */
  noCache: boolean;
}

/** The first tag of Accept-Language when it is one of the six languages ("es-ES,es;q=0.9" is es). */
export function localeFromHeader(value: string | undefined): Locale | null {
  const first = value?.split(',')[0]?.split(';')[0]?.trim().toLowerCase().split('-')[0];
  return isLocale(first) ? first : null;
}

/** Everything a handler reads from the common headers and the `no_cache` flag. */
export function requestContext(request: FastifyRequest, stores: readonly Store[]): RequestContext {
  const header = (name: string) => {
    const value = request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  const headers = parseInput(
    ZHeaders,
    { 'X-Store': header('X-Store') || undefined, 'X-Device': header('X-Device') || undefined },
    'header',
  );
  const storeId = headers['X-Store'];
  const store = storeById(stores, storeId);
  const query = (request.query ?? {}) as Record<string, unknown>;
  return {
    storeId,
    store,
    locale: localeFromHeader(header('Accept-Language')) ?? store.defaultLocale,
    device: headers['X-Device'] === '1' ? 1 : 0,
    noCache: isNoCache(query[NO_CACHE_PARAM]),
  };
}
