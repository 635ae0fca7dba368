import type { Db } from '../db/client';
import * as t from '../db/schema';
import { buildProduct, type CatalogueContext, type SeedProduct } from './catalogue/product';
import { buildReviews } from './catalogue/reviews';
import { insertChunked } from './insert';

const PRODUCT_CHUNK = 2000;

/**
 * Generates and inserts products chunk by chunk, so 200,000 never sit in memory at once. The
 * next chunk is generated while the database writes the current one (a third of the time at
 * 200,000 products is generation). `reviewerIds` are the customers who sign the reviews.
 */
export async function seedProducts(
  db: Db,
  context: CatalogueContext,
  count: number,
  reviewerIds: number[],
): Promise<void> {
  let writing: Promise<void> = Promise.resolve();
  for (let first = 1; first <= count; first += PRODUCT_CHUNK) {
    const last = Math.min(count, first + PRODUCT_CHUNK - 1);
    const batch = Array.from({ length: last - first + 1 }, (_, index) =>
      buildProduct(context, first + index),
    );
    await writing;
    writing = insertBatch(db, batch, context, reviewerIds);
    // Let the first statement of the batch leave before generating the next one.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await writing;
}

async function insertBatch(
  db: Db,
  batch: SeedProduct[],
  context: CatalogueContext,
  reviewerIds: number[],
) {
  await insertChunked(
    db,
    t.products,
    batch.map(({ prices: _p, pictures: _i, sizes: _s, marketLabels: _m, ...product }) => product),
  );
  await insertChunked(
    db,
    t.productPrices,
    batch.flatMap((p) => p.prices.map((price) => ({ productId: p.id, ...price }))),
  );
  await insertChunked(
    db,
    t.productPictures,
    batch.flatMap((p) =>
      Array.from({ length: p.pictures }, (_, index) => ({
        productId: p.id,
        position: index + 1,
        isDefault: index === 0,
      })),
    ),
  );
  await insertChunked(
    db,
    t.productSizes,
    batch.flatMap((p) => p.sizes.map((size) => ({ productId: p.id, ...size }))),
  );
  await insertChunked(
    db,
    t.productMarketLabels,
    batch.flatMap((p) => p.marketLabels.map((code) => ({ productId: p.id, code }))),
  );
  await insertChunked(
    db,
    t.productReviews,
    batch.flatMap((p) =>
      buildReviews(context.seed, p.id, context.referenceDate).map((review) => ({
        productId: review.productId,
        customerId: reviewerIds[review.reviewer]!,
        rating: review.rating,
        title: review.title,
        comment: review.comment,
        status: 'published' as const,
        createdAt: review.createdAt,
        moderatedAt: review.moderatedAt,
      })),
    ),
  );
}

/** The first product of each category among the first ones, for category tile pictures. */
export function categoryProducts(context: CatalogueContext, count: number): Map<number, number> {
  const found = new Map<number, number>();
  for (let id = 1; id <= Math.min(count, 400); id += 1) {
    const { categoryId } = buildProduct(context, id);
    if (!found.has(categoryId)) found.set(categoryId, id);
  }
  return found;
}
