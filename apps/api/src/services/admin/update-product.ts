import type { TAdminProduct, TAdminProductPatch, TAdminSize } from '@shop/api-client/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toAmount } from '../../db/money';
import * as t from '../../db/schema';
import type { AppCaches } from '../../infra/ttl-cache';

// Product writes of the back office. Search follows through the search_sync triggers; the
// API instances forget their product rows and answers (caches.forget).

export async function loadAdminProduct(db: Db, id: number): Promise<TAdminProduct | null> {
  const [product] = await db.select().from(t.products).where(eq(t.products.id, id)).limit(1);
  if (!product) return null;
  const [prices, sizes] = await Promise.all([
    db.select().from(t.productPrices).where(eq(t.productPrices.productId, id)),
    db
      .select()
      .from(t.productSizes)
      .where(eq(t.productSizes.productId, id))
      .orderBy(asc(t.productSizes.position), asc(t.productSizes.id)),
  ]);
  return {
    id: product.id,
    displayInListing: product.displayInListing,
    isOnlyOutlet: product.isOnlyOutlet,
    label: product.label as TAdminProduct['label'],
    promotionPercent: product.promotionPercent,
    prices: Object.fromEntries(
      prices.map((row) => [
        row.countryKey,
        { price: toAmount(row.price), originalPrice: toAmount(row.originalPrice) },
      ]),
    ),
    sizes: sizes.map((row) => ({
      id: row.id,
      productId: row.productId,
      label: row.label,
      stock: row.stock,
    })),
  };
}

/** Applies the patch in one transaction; null when the product does not exist. */
export async function updateProduct(
  db: Db,
  caches: AppCaches,
  id: number,
  patch: TAdminProductPatch,
): Promise<TAdminProduct | null> {
  const { prices, ...fields } = patch;
  const found = await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: t.products.id })
      .from(t.products)
      .where(eq(t.products.id, id))
      .for('update');
    if (!product) return false;
    if (Object.keys(fields).length > 0)
      await tx.update(t.products).set(fields).where(eq(t.products.id, id));
    const rows = Object.entries(prices ?? {}).map(([countryKey, value]) => ({
      productId: id,
      countryKey,
      price: value.price.toFixed(2),
      originalPrice: value.originalPrice.toFixed(2),
    }));
    if (rows.length > 0)
      await tx
        .insert(t.productPrices)
        .values(rows)
        .onConflictDoUpdate({
          target: [t.productPrices.productId, t.productPrices.countryKey],
          set: {
            price: sql`excluded.price`,
            originalPrice: sql`excluded.original_price`,
          },
        });
    return true;
  });
  if (!found) return null;
  await caches.forget('products');
  return loadAdminProduct(db, id);
}

/** Sets the stock of one size of a product; null when that size is not the product's. */
export async function updateSizeStock(
  db: Db,
  caches: AppCaches,
  productId: number,
  sizeId: number,
  stock: number,
): Promise<TAdminSize | null> {
  const [row] = await db
    .update(t.productSizes)
    .set({ stock })
    .where(and(eq(t.productSizes.id, sizeId), eq(t.productSizes.productId, productId)))
    .returning();
  if (!row) return null;
  await caches.forget('products');
  return { id: row.id, productId: row.productId, label: row.label, stock: row.stock };
}
