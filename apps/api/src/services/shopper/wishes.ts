import type { TWish } from '@shop/api-client/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, wishes } from '../../db/schema';

const toWish = (row: { id: number; productId: number }): TWish => ({
  id: row.id,
  product: row.productId,
});

export async function listWishes(db: Db, customerId: number): Promise<TWish[]> {
  const rows = await db
    .select({ id: wishes.id, productId: wishes.productId })
    .from(wishes)
    .where(eq(wishes.customerId, customerId))
    .orderBy(asc(wishes.id));
  return rows.map(toWish);
}

/** Adds a product once: a second add answers the wish already there. Null: no such product. */
export async function addWish(
  db: Db,
  customerId: number,
  productId: number,
): Promise<{ wish: TWish; created: boolean } | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const [created] = await db
    .insert(wishes)
    .values({ customerId, productId })
    .onConflictDoNothing()
    .returning({ id: wishes.id, productId: wishes.productId });
  if (created) return { wish: toWish(created), created: true };
  const [existing] = await db
    .select({ id: wishes.id, productId: wishes.productId })
    .from(wishes)
    .where(and(eq(wishes.customerId, customerId), eq(wishes.productId, productId)));
  return existing ? { wish: toWish(existing), created: false } : null;
}

/** 'deleted', 'missing', or 'forbidden' when the wish is another customer's. */
export async function removeWish(
  db: Db,
  customerId: number,
  wishId: number,
): Promise<'deleted' | 'missing' | 'forbidden'> {
  const [row] = await db
    .select({ customerId: wishes.customerId })
    .from(wishes)
    .where(eq(wishes.id, wishId));
  if (!row) return 'missing';
  if (row.customerId !== customerId) return 'forbidden';
  await db.delete(wishes).where(and(eq(wishes.id, wishId), eq(wishes.customerId, customerId)));
  return 'deleted';
}
