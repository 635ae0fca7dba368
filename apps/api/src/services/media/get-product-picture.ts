import type { Device } from '@shop/domain/device';
import { LRUCache } from 'lru-cache';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, productPictures, products } from '../../db/schema';
import { renderPicture, type PictureFormat } from '../../media/render';

export interface PictureRequest {
  productId: number;
  position: number;
  width: number;
  format: PictureFormat;
  device: Device;
  /** Called before a picture not in the cache is rendered; throws to refuse the render. */
  beforeRender?: () => Promise<void>;
}

export type PictureCache = LRUCache<string, Promise<Buffer>>;

export const createPictureCache = (capacity = 200): PictureCache => new LRUCache({ max: capacity });

/**
 * Picture `position` of a product at `width`, or null when the product or that picture does
 * not exist. Renders are cached (as promises, so concurrent asks render once); the device only
 * matters for watermarked products, so others share one cache entry.
 */
export async function getProductPicture(
  db: Db,
  cache: PictureCache,
  request: PictureRequest,
): Promise<Buffer | null> {
  const [row] = await db
    .select({
      colour: products.colour,
      kind: categories.kind,
      watermarkUrl: products.watermarkUrl,
      brandId: brands.id,
      brandName: brands.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
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
  const device = row.watermarkUrl ? request.device : 0;
  const key = `${request.productId}-${request.position}-${request.width}-${request.format}-${device}`;
  const cached = cache.get(key);
  if (cached) return cached;
  await request.beforeRender?.();
  const rendering = renderPicture({
    kind: row.kind,
    colour: row.colour,
    position: request.position,
    width: request.width,
    format: request.format,
    watermark: row.watermarkUrl ? { brandId: row.brandId, brandName: row.brandName, device } : null,
  });
  cache.set(key, rendering);
  rendering.catch(() => cache.delete(key));
  return rendering;
}

/** The logo mark SVG of a brand that stamps its pictures, or null. */
export async function getWatermark(
  db: Db,
  brandId: number,
): Promise<{ brandId: number; brandName: string } | null> {
  const [row] = await db
    .select({ brandId: brands.id, brandName: brands.name })
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.hasWatermark, true)))
    .limit(1);
  return row ?? null;
}
