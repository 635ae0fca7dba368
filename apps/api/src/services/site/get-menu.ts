import type { TMenuEntry } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { CACHE_SECONDS } from '@shop/domain/cache';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuEntries } from '../../db/schema';
import type { TtlCache } from '../../infra/ttl-cache';

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

/** The menu through the content cache, for the menus lifetime (900 s). */
export function loadMenu(
  db: Db,
  cache: TtlCache,
  input: { storeId: StoreId; locale: Locale; noCache: boolean },
): Promise<TMenuEntry[]> {
  return cache.get(
    `menu:${input.storeId}:${input.locale}`,
    CACHE_SECONDS.menus,
    () => getMenu(db, input.storeId, input.locale),
    input.noCache,
  );
}
