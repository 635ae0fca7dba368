import type { TOrder } from '@shop/api-client';
import { mainPayment } from '../payment/payment-choice';

/** What the confirmation page shows for an order. */
export type ConfirmOutcome = 'paid' | 'transfer' | 'failed' | 'cancelled' | 'pending';

const PAID = new Set(['paid', 'preparing', 'shipped', 'delivered']);

/**
 * Paid (or further along), waiting for its bank transfer, its payment refused, cancelled
 * otherwise, or still waiting for the provider's answer (the page asks again).
 */
export function confirmOutcome(order: Pick<TOrder, 'status' | 'payments'>): ConfirmOutcome {
  if (PAID.has(order.status)) return 'paid';
  if (order.status === 'awaiting_transfer') return 'transfer';
  if (mainPayment(order)?.status === 'failed') return 'failed';
  if (order.status === 'cancelled' || order.status === 'refunded') return 'cancelled';
  return 'pending';
}
