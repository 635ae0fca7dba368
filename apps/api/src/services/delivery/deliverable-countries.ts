import type { TDeliveryCountry } from '@shop/api-client/schemas';
import { ZIP_CODE_EXAMPLES } from '@shop/domain/address';
import { CACHE_SECONDS } from '@shop/domain/cache';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, storeDeliveryCountries } from '../../db/schema';
import type { TtlCache } from '../../infra/ttl-cache';
import { localized } from '../site/localized';

/**
 * The countries a store delivers, its own first: the rows of store_delivery_countries whose
 * country the shop still delivers at all.
 */
async function readDeliveryCountries(db: Db, storeId: StoreId) {
  return db
    .select({ isoCode2: countries.isoCode2, names: countries.names })
    .from(storeDeliveryCountries)
    .innerJoin(countries, eq(countries.isoCode2, storeDeliveryCountries.isoCode2))
    .where(and(eq(storeDeliveryCountries.storeId, storeId), eq(countries.deliverable, true)))
    .orderBy(asc(storeDeliveryCountries.position), asc(countries.isoCode2));
}

/** ISO codes of the store's deliverable countries, cached a day like the country list. */
export function loadDeliverableIsoCodes(
  db: Db,
  cache: TtlCache,
  storeId: StoreId,
  noCache = false,
): Promise<string[]> {
  return cache.get(
    `delivery-countries:${storeId}`,
    CACHE_SECONDS.countries,
    async () => (await readDeliveryCountries(db, storeId)).map((row) => row.isoCode2),
    noCache,
  );
}

/** GET /checkout/countries: names in the request's language and a postcode example each. */
export function loadDeliveryCountries(
  db: Db,
  cache: TtlCache,
  { storeId, locale, noCache = false }: { storeId: StoreId; locale: Locale; noCache?: boolean },
): Promise<TDeliveryCountry[]> {
  return cache.get(
    `delivery-countries:${storeId}:${locale}`,
    CACHE_SECONDS.countries,
    async () =>
      (await readDeliveryCountries(db, storeId)).map((row) => ({
        isoCode2: row.isoCode2,
        name: localized(row.names, locale),
        zipCodeExample: ZIP_CODE_EXAMPLES[row.isoCode2] ?? null,
      })),
    noCache,
  );
}
