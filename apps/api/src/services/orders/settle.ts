import { canTransition, type OrderStatus } from '@shop/domain/orders';
import { storeById, type Store, type StoreId } from '@shop/domain/stores';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orderLines } from '../../db/schema';
import { enqueueEmail } from '../email/outbox';
import { confirmationEmail, type EmailOrder } from './emails';
import { moveOrder, type OrderRow } from './transitions';

/** What an order's e-mails need: its lines, its customer and its store. */
export async function emailOrder(
  tx: Db,
  order: OrderRow,
  stores: readonly Store[],
): Promise<EmailOrder> {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const [customer] = await tx
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  return {
    order,
    lines,
    customer: customer ?? { email: '', firstName: '' },
    store: storeById(stores, order.storeId as StoreId),
  };
}

export type Settlement = 'paid' | 'unchanged' | 'late';

/**
 * The money is in: a locked order awaiting it becomes paid and its confirmation goes to the
 * outbox in the same transaction. An order already past that changes nothing; a cancelled one
 * (its hold ran out first) is `late`: the caller gives the money back.
 */
export async function settlePaid(
  tx: Db,
  order: OrderRow,
  reason: string,
  stores: readonly Store[],
): Promise<Settlement> {
  const status = order.status as OrderStatus;
  if (status === 'cancelled') return 'late';
  if (!canTransition(status, 'paid')) return 'unchanged';
  const paid = await moveOrder(tx, order, 'paid', reason);
  const email = await emailOrder(tx, paid, stores);
  if (email.customer.email) await enqueueEmail(tx, confirmationEmail(email));
  return 'paid';
}

/**
 * The payment failed: a locked order still awaiting it is cancelled and its stock given back.
 * A paid order stays paid (a later failed attempt says nothing about the money already in).
 */
export async function settleFailed(tx: Db, order: OrderRow, reason: string): Promise<boolean> {
  if (order.status !== 'awaiting_payment') return false;
  await moveOrder(tx, order, 'cancelled', reason);
  return true;
}
