import { SITEMAP_PRODUCTS_PER_PAGE, type TSitemapProducts } from '@shop/api-client/schemas';
import { SITEMAP_PRODUCT } from '@shop/domain/page-robots';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

// The rule (and its test): inSitemap of @shop/domain/page-robots.
const listable = and(
  eq(products.displayInListing, SITEMAP_PRODUCT.displayInListing),
  eq(products.isOnlyOutlet, SITEMAP_PRODUCT.isOnlyOutlet),
);

/** One page of the products sitemap, in id order so pages stay stable as the catalogue grows. */
export async function listSitemapProducts(db: Db, page: number): Promise<TSitemapProducts> {
  const [total] = await db.select({ value: count() }).from(products).where(listable);
  const rows = await db
    .select({ slugs: products.slugs, noveltyAt: products.noveltyAt })
    .from(products)
    .where(listable)
    .orderBy(asc(products.id))
    .limit(SITEMAP_PRODUCTS_PER_PAGE)
    .offset(page * SITEMAP_PRODUCTS_PER_PAGE);
  return {
    page,
    pages: Math.ceil((total?.value ?? 0) / SITEMAP_PRODUCTS_PER_PAGE),
    products: rows.map((row) => ({ slugs: row.slugs, lastModified: row.noveltyAt.toISOString() })),
  };
}
