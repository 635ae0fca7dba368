import { ZStoreId } from '@shop/api-client/schemas';
import { isLocale, type Locale } from '@shop/domain/locales';
import { MAIN_STORE_ID, storeById, type Store, type StoreId } from '@shop/domain/stores';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from './errors';

const ZHeaders = z.object({
  'X-Store': ZStoreId.default(MAIN_STORE_ID),
  'X-Device': z.enum(['0', '1']).optional(),
});

export interface StoreContext {
  storeId: StoreId;
  locale: Locale;
}

/** The first tag of Accept-Language when it is one of the six languages ("es-ES,es;q=0.9" is es). */
export function localeFromHeader(value: string | undefined): Locale | null {
  const first = value?.split(',')[0]?.split(';')[0]?.trim().toLowerCase().split('-')[0];
  return isLocale(first) ? first : null;
}

/** Store and locale of a request (X-Store, Accept-Language); 400 on an unknown store. */
export function storeContext(request: FastifyRequest, stores: readonly Store[]): StoreContext {
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
  return {
    storeId,
    locale: localeFromHeader(header('Accept-Language')) ?? storeById(stores, storeId).defaultLocale,
  };
}
