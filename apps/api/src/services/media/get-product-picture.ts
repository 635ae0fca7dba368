import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, productPictures, products } from '../../db/schema';
import { LruCache } from '../../media/lru';
import { renderPicture } from '../../media/render';

export interface PictureRequest {
  productId: number;
  position: number;
  width: number;
}

export type PictureCache = LruCache<string, Promise<Buffer>>;

export const createPictureCache = (capacity = 200): PictureCache => new LruCache(capacity);

/**
 * The WebP of picture `position` of a product at `width`, or null when the product or that
 * picture does not exist. Renders are cached (as promises, so concurrent asks render once).
 */
export async function getProductPicture(
  db: Db,
  cache: PictureCache,
  request: PictureRequest,
): Promise<Buffer | null> {
  const key = `${request.productId}-${request.position}-${request.width}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const [row] = await db
    .select({ colour: products.colour, kind: categories.kind })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(
      productPictures,
      and(
        eq(productPictures.productId, products.id),
        eq(productPictures.position, request.position),
      ),
    )
    .where(eq(products.id, request.productId))
    .limit(1);
  if (!row) return null;
  const rendering = renderPicture(row.kind, row.colour, request.position, request.width);
  cache.set(key, rendering);
  rendering.catch(() => cache.delete(key));
  return rendering;
}
