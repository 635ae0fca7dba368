import type { TAddress, TCustomerProfile } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, customerAddresses } from '../../db/schema';
import { toAddress } from '../account/address-view';
import { findCustomerById, toProfile } from './customers';

export async function getProfile(
  db: Db,
  customerId: number,
  scope: string[],
): Promise<TCustomerProfile | null> {
  const row = await findCustomerById(db, customerId);
  return row ? toProfile(row, scope) : null;
}

/** The address book, default address first; country name in the page's language. */
export async function listAddresses(
  db: Db,
  customerId: number,
  locale: Locale,
  deliverable?: readonly string[],
): Promise<TAddress[]> {
  const rows = await db
    .select({ address: customerAddresses, country: countries })
    .from(customerAddresses)
    .leftJoin(countries, eq(countries.isoCode2, customerAddresses.countryIsoCode2))
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
  return rows.map(({ address, country }) => toAddress(address, country, locale, deliverable));
}
