import type { TCmsPage } from '@shop/api-client/schemas';
import { CACHE_SECONDS } from '@shop/domain/cache';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsPages } from '../../db/schema';
import type { TtlCache } from '../../infra/ttl-cache';
import { loadDeliveryPromises, promiseValues } from '../delivery/delivery-promises';
import { fillCmsBlocks } from './fill-cms-blocks';

type CmsRow = typeof cmsPages.$inferSelect;

/** All CMS pages of a store (a few dozen rows), cached for the default lifetime. */
export function loadStoreCmsPages(
  db: Db,
  cache: TtlCache,
  storeId: StoreId,
  noCache = false,
): Promise<CmsRow[]> {
  return cache.get(
    `cms:${storeId}`,
    CACHE_SECONDS.default,
    () => db.select().from(cmsPages).where(eq(cmsPages.storeId, storeId)),
    noCache,
  );
}

/**
 * GET /cms/slug/{pageKey}: the page whose slug (in the request language) or key matches.
 * Null when the store has no such page in that language.
 */
export async function getCmsPage(
  db: Db,
  cache: TtlCache,
  input: { storeId: StoreId; locale: Locale; pageKey: string; noCache: boolean },
): Promise<TCmsPage | null> {
  const pages = await loadStoreCmsPages(db, cache, input.storeId, input.noCache);
  const inLocale = pages.filter((page) => page.locale === input.locale);
  const page =
    inLocale.find((candidate) => candidate.slug === input.pageKey) ??
    inLocale.find((candidate) => candidate.key === input.pageKey);
  if (!page) return null;
  const alternates = Object.fromEntries(
    pages
      .filter((candidate) => candidate.key === page.key)
      .map((candidate) => [candidate.locale, `/t/${candidate.slug}`]),
  );
  // Prices and delays are the carriers' own ({{homePrice}}, {{relayDays}}...), filled on read so
  // a page never quotes figures the shipping step then contradicts.
  const promises = await loadDeliveryPromises(db, cache, input.storeId, input.noCache);
  return {
    key: page.key as TCmsPage['key'],
    slug: page.slug,
    title: page.title,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    blocks: fillCmsBlocks(page.blocks, promiseValues(promises, input.locale)),
    alternates,
    updatedAt: page.updatedAt.toISOString(),
  };
}
