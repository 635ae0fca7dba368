import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productSizes } from '../../db/schema';

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

/**
 * Locks the sizes an order touches, in one fixed order for every transaction: product, then
 * size. Two orders then never wait on each other in a circle, neither on the sizes nor on the
 * product documents the stock triggers rewrite per product (product_documents), which a plain
 * size order would not guarantee when a product's sizes are not numbered together.
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
 * Adds `sign` × quantity to each size, one statement per product in product order, so the
 * statement-level triggers refresh each product document once and in that same order. Callers
 * hold the size locks (lockSizes). A decrement below 0 is refused by the column's check.
 */
async function moveStock(tx: Db, lines: readonly StockLine[], sign: 1 | -1): Promise<void> {
  const byProduct = new Map<number, StockLine[]>();
  for (const line of lines)
    byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
  for (const productId of [...byProduct.keys()].sort((a, b) => a - b)) {
    const rows = byProduct.get(productId)!;
    const values = sql.join(
      rows.map((line) => sql`(${line.productSizeId}::integer, ${sign * line.quantity}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE ${productSizes} SET "stock" = ${productSizes.stock} + "change"."delta"
      FROM (VALUES ${values}) AS "change" ("id", "delta")
      WHERE ${productSizes.id} = "change"."id"`);
  }
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
