import type { TDeliveryPromises } from '@shop/api-client/schemas';
import { deliveryPromises, type DeliveryKind } from '@shop/domain/delivery';
import { LOCALE_ISO, type Locale } from '@shop/domain/locales';
import { fromCents } from '@shop/domain/money';
import type { StoreId } from '@shop/domain/stores';
import { deliveryPromiseValues } from '@shop/i18n/delivery-promises';
import type { Db } from '../../db/client';
import type { TtlCache } from '../../infra/ttl-cache';
import { translator } from '../site/translator';
import { loadCarriers } from './carrier-table';
import { loadDeliverableIsoCodes } from './deliverable-countries';

/**
 * What delivery costs and takes in the store's own country (its first deliverable one), from
 * the carriers table: the figures the reassurance, the FAQ and the delivery page state.
 */
export async function loadDeliveryPromises(
  db: Db,
  cache: TtlCache,
  storeId: StoreId,
  noCache = false,
): Promise<TDeliveryPromises> {
  const [deliverable, table] = await Promise.all([
    loadDeliverableIsoCodes(db, cache, storeId, noCache),
    loadCarriers(db, cache, noCache),
  ]);
  const country = deliverable[0] ?? '';
  const promises = deliveryPromises(
    table.map((carrier) => ({ ...carrier, rates: carrier.rates.get(country) ?? [] })),
  );
  const wire = (kind: DeliveryKind) => {
    const promise = promises[kind];
    return promise && { price: fromCents(promise.fromCents), days: promise.days };
  };
  return { home: wire('home'), relay: wire('relay'), express: wire('express') };
}

/** The promises as a text's placeholders in `locale` (deliveryPromiseValues of @shop/i18n). */
export function promiseValues(promises: TDeliveryPromises, locale: Locale): Record<string, string> {
  const t = translator(locale);
  return deliveryPromiseValues(promises, LOCALE_ISO[locale], (key, options) => t(key, options));
}
