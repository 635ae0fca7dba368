import type { TTemplate } from '@shop/api-client/schemas';
import { CACHE_SECONDS } from '@shop/domain/cache';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { saleBanners, seasonalBanners, templates } from '../../db/schema';
import type { TtlCache } from '../../infra/ttl-cache';

export const SALE_BANNER_SLUG = 'sale_banner';
export const SEASONAL_BANNER_SLUG = 'seasonal_banner';

export interface TemplatesInput {
  storeId: StoreId;
  locale: Locale;
  slugs: string[];
  noCache: boolean;
  now?: Date;
}

/**
 * GET /templates: the templates found among `slugs`, in the asked order. `sale_banner` is the
 * store's live sale banner and `seasonal_banner` its year-end campaign dates.
 */
export async function listTemplates(
  db: Db,
  cache: TtlCache,
  input: TemplatesInput,
): Promise<TTemplate[]> {
  const slugs = [...new Set(input.slugs)];
  const found = await Promise.all(
    slugs.map((slug) =>
      cache.get(
        `template:${input.storeId}:${input.locale}:${slug}`,
        CACHE_SECONDS.banner,
        () => readTemplate(db, { ...input, slug }),
        input.noCache,
      ),
    ),
  );
  return found.flatMap((template) => (template ? [template] : []));
}

async function readTemplate(
  db: Db,
  input: TemplatesInput & { slug: string },
): Promise<TTemplate | null> {
  const { storeId, locale, slug } = input;
  if (slug === SALE_BANNER_SLUG) {
    const now = input.now ?? new Date();
    const [row] = await db
      .select()
      .from(saleBanners)
      .where(
        and(
          eq(saleBanners.storeId, storeId),
          eq(saleBanners.locale, locale),
          lte(saleBanners.startsAt, now),
          gt(saleBanners.endsAt, now),
        ),
      )
      .orderBy(asc(saleBanners.startsAt))
      .limit(1);
    if (!row) return null;
    const { image, imageMobile, altText, altTextMobile, link, linkMobile } = row;
    return {
      type: 'sale_banner',
      slug,
      saleBanner: { image, imageMobile, altText, altTextMobile, link, linkMobile },
    };
  }
  if (slug === SEASONAL_BANNER_SLUG) {
    const [row] = await db
      .select()
      .from(seasonalBanners)
      .where(eq(seasonalBanners.storeId, storeId));
    if (!row) return null;
    return {
      type: 'seasonal_banner',
      slug,
      seasonalBanner: {
        content1: row.content1At.toISOString(),
        content2: row.content2At.toISOString(),
        content3: row.content3At.toISOString(),
        content4: row.content4At.toISOString(),
        endDate: row.endAt.toISOString(),
      },
    };
  }
  const [row] = await db
    .select()
    .from(templates)
    .where(
      and(eq(templates.storeId, storeId), eq(templates.locale, locale), eq(templates.slug, slug)),
    )
    .limit(1);
  if (!row) return null;
  return {
    type: 'items',
    slug,
    title: row.title,
    subtitle: row.subtitle,
    templateItems: row.items,
  };
}
