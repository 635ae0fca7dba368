import type { TFooter } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { footers } from '../../db/schema';

const EMPTY_FOOTER: TFooter = {
  sitemap: [0, 1, 2, 3].map(() => ({ title: '', links: [] })),
  social: [],
  appStores: [],
};

/** The footer of a store in a language; an empty one (four empty columns) when none is set. */
export async function getFooter(db: Db, storeId: StoreId, locale: Locale): Promise<TFooter> {
  const [row] = await db
    .select()
    .from(footers)
    .where(and(eq(footers.storeId, storeId), eq(footers.locale, locale)))
    .limit(1);
  if (!row) return EMPTY_FOOTER;
  return { sitemap: row.sitemap, social: row.social, appStores: row.appStores };
}
