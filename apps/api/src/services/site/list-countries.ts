import type { TCountry } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema';
import { localized } from './localized';

export async function listCountries(db: Db, locale: Locale): Promise<TCountry[]> {
  const rows = await db
    .select()
    .from(countries)
    .orderBy(asc(countries.position), asc(countries.isoCode2));
  return rows.map((row) => ({
    isoCode2: row.isoCode2,
    name: localized(row.names, locale),
    deliverable: row.deliverable,
  }));
}
