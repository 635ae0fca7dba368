import type { TTemplatePage } from '@shop/api-client/schemas';
import { CACHE_SECONDS } from '@shop/domain/cache';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { templatePages } from '../../db/schema';
import type { TtlCache } from '../../infra/ttl-cache';

/** GET /template-page/{slug}/{version}: null when that version of the page does not exist. */
export function getTemplatePage(
  db: Db,
  cache: TtlCache,
  input: { storeId: StoreId; locale: Locale; slug: string; version: string; noCache: boolean },
): Promise<TTemplatePage | null> {
  const { storeId, locale, slug, version } = input;
  return cache.get(
    `template-page:${storeId}:${locale}:${slug}:${version}`,
    CACHE_SECONDS.banner,
    async () => {
      const [row] = await db
        .select()
        .from(templatePages)
        .where(
          and(
            eq(templatePages.storeId, storeId),
            eq(templatePages.locale, locale),
            eq(templatePages.slug, slug),
            eq(templatePages.version, version),
          ),
        )
        .limit(1);
      if (!row) return null;
      return {
        slug: row.slug,
        version: row.version,
        title: row.title,
        metaTitle: row.metaTitle,
        metaDescription: row.metaDescription,
        headerLayout: row.headerLayout === 'slider' ? 'slider' : 'default',
        blocks: row.blocks,
      };
    },
    input.noCache,
  );
}
