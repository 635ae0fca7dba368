import type { TProductAlert } from '@shop/api-client/schemas';
import { normalizeEmail } from '@shop/domain/account';
import type { Locale } from '@shop/domain/locales';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productAlerts, productSizes } from '../../db/schema';

export type AlertRefusal = 'not_yours' | 'unknown_size' | 'in_stock' | 'already';

/** A refused subscription or deletion; the route maps the reason to a status and message. */
export class AlertRefusedError extends Error {
  constructor(readonly reason: AlertRefusal) {
    super(reason);
    this.name = 'AlertRefusedError';
  }
}

export interface AlertInput {
  productId: number;
  productSizeId: number;
  customerId?: number | null;
  deviceTokenSalesforce?: string | null;
  email: string;
  alertType?: string | null;
}

type Row = typeof productAlerts.$inferSelect;

const toAlert = (row: Row): TProductAlert => ({
  id: row.id,
  productId: row.productId,
  productSizeId: row.productSizeId,
  customerId: row.customerId,
  deviceTokenSalesforce: row.deviceTokenSalesforce,
  email: row.email,
  alertType: row.alertType,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/**
 * Subscribes an e-mail to a sold-out size. The size row is read FOR SHARE: a restock that
 * commits meanwhile waits for this alert, so its trigger stamps it, and a size already back in
 * stock is refused instead of waiting for a restock that already happened.
 */
export async function subscribeAlert(
  db: Db,
  input: AlertInput,
  context: { customerId: number | null; storeId: string; locale: Locale },
): Promise<TProductAlert> {
  if (input.customerId != null && input.customerId !== context.customerId)
    throw new AlertRefusedError('not_yours');
  return db.transaction(async (tx) => {
    const [size] = await tx
      .select({ productId: productSizes.productId, stock: productSizes.stock })
      .from(productSizes)
      .where(eq(productSizes.id, input.productSizeId))
      .for('share');
    if (!size || size.productId !== input.productId) throw new AlertRefusedError('unknown_size');
    if (size.stock > 0) throw new AlertRefusedError('in_stock');
    const [row] = await tx
      .insert(productAlerts)
      .values({
        productId: input.productId,
        productSizeId: input.productSizeId,
        customerId: context.customerId,
        deviceTokenSalesforce: input.deviceTokenSalesforce ?? null,
        email: normalizeEmail(input.email),
        alertType: input.alertType ?? 'email',
        storeId: context.storeId,
        locale: context.locale,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AlertRefusedError('already');
    return toAlert(row);
  });
}

/** The signed-in customer's alerts, newest first (sent ones included, with sentAt). */
export async function listAlerts(db: Db, customerId: number): Promise<TProductAlert[]> {
  const rows = await db
    .select()
    .from(productAlerts)
    .where(eq(productAlerts.customerId, customerId))
    .orderBy(desc(productAlerts.id));
  return rows.map(toAlert);
}

/** Deletes one of the customer's alerts; false when there is no such alert. */
export async function deleteAlert(db: Db, customerId: number, alertId: number): Promise<boolean> {
  const [row] = await db
    .select({ customerId: productAlerts.customerId })
    .from(productAlerts)
    .where(eq(productAlerts.id, alertId));
  if (!row) return false;
  if (row.customerId !== customerId) throw new AlertRefusedError('not_yours');
  await db
    .delete(productAlerts)
    .where(and(eq(productAlerts.id, alertId), eq(productAlerts.customerId, customerId)));
  return true;
}
