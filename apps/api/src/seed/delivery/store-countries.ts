import type { StoreId } from '@shop/domain/stores';
import type { SeedCountry } from '../site/countries';

/**
 * Where each store delivers, its own country first. The international store delivers every
 * country the shop delivers.
 */
export const STORE_DELIVERY_COUNTRIES: Record<Exclude<StoreId, 'int'>, string[]> = {
  fr: ['FR', 'BE', 'LU'],
  es: ['ES', 'PT'],
  it: ['IT'],
  be: ['BE', 'NL', 'LU', 'FR'],
  de: ['DE', 'AT'],
};

export function buildStoreDeliveryCountries(countries: readonly SeedCountry[]) {
  const deliverable = countries.filter((country) => country.deliverable);
  const lists: [StoreId, string[]][] = [
    ...(Object.entries(STORE_DELIVERY_COUNTRIES) as [StoreId, string[]][]),
    ['int', deliverable.map((country) => country.isoCode2)],
  ];
  return lists.flatMap(([storeId, codes]) =>
    codes.map((isoCode2, position) => ({ storeId, isoCode2, position })),
  );
}
