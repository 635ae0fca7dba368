import type { TMenuEntry } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuEntries } from '../../db/schema';

/** The header menu of a store in a language, in display order. */
export async function getMenu(db: Db, storeId: StoreId, locale: Locale): Promise<TMenuEntry[]> {
  const rows = await db
    .select()
    .from(menuEntries)
    .where(and(eq(menuEntries.storeId, storeId), eq(menuEntries.locale, locale)))
    .orderBy(asc(menuEntries.position));
  return rows.map((row) => ({
    type: row.type as TMenuEntry['type'],
    name: row.name,
    url: { path: row.path },
    active: row.active,
    menuSubSections: row.subSections,
    template: row.template ?? null,
  }));
}
