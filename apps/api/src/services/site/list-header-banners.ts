import type { TInit } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { headerBanners } from '../../db/schema';

export async function listHeaderBanners(
  db: Db,
  storeId: StoreId,
  locale: Locale,
): Promise<TInit['headerBanner']> {
  const rows = await db
    .select({ templateItems: headerBanners.templateItems })
    .from(headerBanners)
    .where(and(eq(headerBanners.storeId, storeId), eq(headerBanners.locale, locale)))
    .orderBy(asc(headerBanners.position), asc(headerBanners.id));
  return rows.map((row) => ({ templateItems: row.templateItems }));
}
