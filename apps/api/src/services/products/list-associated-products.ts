import type { TProductHit } from '@shop/api-client/schemas';
import { CACHE_SECONDS } from '@shop/domain/cache';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { AppCaches } from '../../infra/ttl-cache';
import { loadReferences } from '../catalogue/load-references';
import { loadProduct } from './load-product';
import { toProductHit } from './to-hit';

export const ASSOCIATED_LIMIT = 12;

/**
 * GET /products/{id}/associated: the best sellers of the same category that a listing would
 * show (not outlet-only, not hidden), the product itself left out. Null for an unknown id.
 */
export async function listAssociatedProducts(
  db: Db,
  caches: AppCaches,
  id: number,
  noCache: boolean,
): Promise<TProductHit[] | null> {
  const row = await loadProduct(db, caches.products, id, noCache);
  if (!row) return null;
  const ids = await caches.products.get(
    `associated:${id}`,
    CACHE_SECONDS.products,
    async () =>
      (
        await db
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              eq(products.categoryId, row.categoryId),
              ne(products.id, id),
              eq(products.displayInListing, true),
              eq(products.isOnlyOutlet, false),
            ),
          )
          .orderBy(desc(products.sales), products.id)
          .limit(ASSOCIATED_LIMIT)
      ).map((found) => found.id),
    noCache,
  );
  const [references, rows] = await Promise.all([
    loadReferences(db, caches.content, noCache),
    Promise.all(ids.map((other) => loadProduct(db, caches.products, other, noCache))),
  ]);
  return rows.flatMap((other) => (other ? [toProductHit(other, references)] : []));
}
