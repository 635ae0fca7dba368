import type { TAddress } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, customerAddresses } from '../../db/schema';
import { localized } from '../site/localized';

type AddressRow = typeof customerAddresses.$inferSelect;
type CountryRow = typeof countries.$inferSelect;

/**
 * An address as the book answers it (journey section 3). `activeCountry`: the store the
 * request came through delivers the address's country (`deliverable`), or without a store,
 * the shop delivers it at all.
 */
export function toAddress(
  address: AddressRow,
  country: CountryRow | null,
  locale: Locale,
  deliverable?: readonly string[],
): TAddress {
  const code = address.countryIsoCode2;
  return {
    id: address.id,
    label: address.label,
    civility: address.civility,
    lastName: address.lastName,
    firstName: address.firstName,
    street: address.street,
    streetDetails: address.streetDetails,
    zipCode: address.zipCode,
    city: address.city,
    state: address.state,
    countryIsoCode2: code,
    countryName: country ? localized(country.names, locale) || null : null,
    activeCountry: country
      ? country.deliverable && (!deliverable || (code !== null && deliverable.includes(code)))
      : null,
    phoneNumber: address.phoneNumber,
    company: address.company,
    default: address.isDefault,
  };
}

/** One address of the customer's book; null when it is not theirs or does not exist. */
export async function findAddress(
  db: Db,
  customerId: number,
  addressId: number,
  locale: Locale,
  deliverable?: readonly string[],
): Promise<TAddress | null> {
  const [row] = await db
    .select({ address: customerAddresses, country: countries })
    .from(customerAddresses)
    .leftJoin(countries, eq(countries.isoCode2, customerAddresses.countryIsoCode2))
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
  return row ? toAddress(row.address, row.country, locale, deliverable) : null;
}
