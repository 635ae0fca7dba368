import type { PerLocale } from '../../db/schema/types';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { productSizes } from '../../db/schema';
import { stockNotice } from '../../infra/cache-invalidation';
import { addPrice, type BasketCatalogue } from '../shopper/price-basket';

export interface StockLine {
  productId: number;
  productSizeId: number;
  quantity: number;
}

export interface LockedSize {
  id: number;
  productId: number;
  stock: number;
}

/** What an order line keeps of its product, read with the lock (line-snapshots.ts). */
export interface SizeDetails {
  size: string;
  names: PerLocale;
  title: string;
  brand: string;
  /** Position of the product's default picture. */
  picture: number | null;
}

interface LockRow extends LockedSize, SizeDetails {
  weightGrams: number;
  countryKey: string | null;
  price: string | null;
  originalPrice: string | null;
  orderId: string | number;
}

/** The sizes of an order, locked, with all an order prices and snapshots from them. */
export interface LockedCatalogue extends BasketCatalogue {
  details: Map<number, SizeDetails>;
  /** The id the order will have, drawn in the same round trip (a refused order leaves a gap). */
  orderId: number;
}

/**
 * Locks the sizes an order touches, in one fixed order for every transaction: product, then
 * size. Two orders then never wait on each other in a circle, neither on the sizes nor on the
 * product documents the stock triggers rewrite per product (refresh_product_documents takes
 * them in product order too), which a plain size order would not guarantee when a product's
 * sizes are not numbered together.
 */
export async function lockSizes(tx: Db, sizeIds: readonly number[]): Promise<LockedSize[]> {
  if (sizeIds.length === 0) return [];
  return tx
    .select({ id: productSizes.id, productId: productSizes.productId, stock: productSizes.stock })
    .from(productSizes)
    .where(inArray(productSizes.id, [...new Set(sizeIds)]))
    .orderBy(asc(productSizes.productId), asc(productSizes.id))
    .for('update');
}

/**
 * lockSizes for an order, in the same order and the same statement as everything the order
 * reads of those sizes: stock and weight, the store's price rows (its key and `default`),
 * names, brand and default picture, and the order's id. One round trip instead of five, under
 * the lock, so the order is priced and snapshotted from exactly the rows it holds.
 */
export async function lockOrderCatalogue(
  tx: Db,
  sizeIds: readonly number[],
  priceKey: string,
): Promise<LockedCatalogue> {
  const catalogue: LockedCatalogue = {
    sizes: new Map(),
    prices: new Map(),
    details: new Map(),
    orderId: 0,
  };
  if (sizeIds.length === 0) return catalogue;
  // Written as SQL, not built: drizzle's builder spent more on this join than PostgreSQL
  // did, on the path a sale's load goes through. Same text every time (the ids are one array),
  // so the statement cache keeps its plan.
  const rows = rowsOf<LockRow>(
    await tx.execute(sql`
      SELECT ps."id", ps."product_id" AS "productId", ps."stock", ps."label" AS "size",
        p."weight_grams" AS "weightGrams", p."names", p."title", b."name" AS "brand",
        pc."position" AS "picture", pp."country_key" AS "countryKey", pp."price",
        pp."original_price" AS "originalPrice",
        (SELECT nextval(pg_get_serial_sequence('orders', 'id'))) AS "orderId"
      FROM "product_sizes" ps
      JOIN "products" p ON p."id" = ps."product_id"
      JOIN "brands" b ON b."id" = p."brand_id"
      LEFT JOIN "product_pictures" pc ON pc."product_id" = p."id" AND pc."is_default"
      LEFT JOIN "product_prices" pp
        ON pp."product_id" = p."id" AND pp."country_key" IN (${priceKey}, 'default')
      WHERE ps."id" = ANY(${sql.param([...new Set(sizeIds)])}::integer[])
      ORDER BY ps."product_id", ps."id"
      FOR UPDATE OF ps`),
  );
  for (const row of rows) {
    catalogue.orderId = Number(row.orderId);
    catalogue.sizes.set(row.id, row);
    catalogue.details.set(row.id, row);
    if (row.countryKey !== null && row.price !== null && row.originalPrice !== null)
      addPrice(
        catalogue.prices,
        {
          productId: row.productId,
          countryKey: row.countryKey,
          price: row.price,
          originalPrice: row.originalPrice,
        },
        priceKey,
      );
  }
  return catalogue;
}

/**
 * Adds `sign` × quantity to each size in one statement: its statement-level triggers then
 * refresh each product document once, in product order. Callers hold the size locks
 * (lockSizes). A decrement below 0 is refused by the column's check. The same statement
 * announces the moved products on the API's cache channel (stockNotice): PostgreSQL delivers
 * it when the transaction commits, and never when it rolls back, so every order, cancellation,
 * release and return reaches the product caches that way (issue 30, item 6).
 */
async function moveStock(tx: Db, lines: readonly StockLine[], sign: 1 | -1): Promise<void> {
  if (lines.length === 0) return;
  const values = sql.join(
    lines.map((line) => sql`(${line.productSizeId}::integer, ${sign * line.quantity}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    WITH "moved" AS (
      UPDATE ${productSizes} SET "stock" = ${productSizes.stock} + "change"."delta"
      FROM (VALUES ${values}) AS "change" ("id", "delta")
      WHERE ${productSizes.id} = "change"."id"
      RETURNING ${productSizes.productId} AS "productId")
    ${stockNotice(sql`"moved"."productId"`, sql`"moved"`)}`);
}

/** Takes the ordered quantities out of the stock (sizes locked and checked by the caller). */
export const takeStock = (tx: Db, lines: readonly StockLine[]) => moveStock(tx, lines, -1);

/** Gives quantities back, locking the sizes first in the same order as an order does. */
export async function giveBackStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  await lockSizes(
    tx,
    lines.map((line) => line.productSizeId),
  );
  await moveStock(tx, lines, 1);
}
