import { SITEMAP_PRODUCTS_PER_PAGE, type TSitemapProducts } from '@shop/api-client/schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

// What a listing may show is what a crawler may find: outlet-only and hidden products stay out.
const listable = and(eq(products.displayInListing, true), eq(products.isOnlyOutlet, false));

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
