import type { TOrder } from '@shop/api-client';
import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import { mainPayment } from '../payment/payment-choice';

/** What the confirmation page shows for an order. */
export type ConfirmOutcome = 'paid' | 'transfer' | 'cheque' | 'failed' | 'cancelled' | 'pending';

const PAID = new Set(['paid', 'preparing', 'shipped', 'delivered']);

/**
 * Paid (or further along), waiting for its bank transfer or its cheque, its payment refused,
 * cancelled otherwise, or still waiting for the provider's answer (the page asks again).
 */
export function confirmOutcome(order: Pick<TOrder, 'status' | 'payments'>): ConfirmOutcome {
  if (PAID.has(order.status)) return 'paid';
  if (order.status === 'awaiting_transfer') return 'transfer';
  const payment = mainPayment(order);
  // A cheque order waits for the back office, not for a provider: nothing to ask again.
  if (
    order.status === 'awaiting_payment' &&
    payment?.methodId === PAYMENT_METHOD_IDS.cheque &&
    payment.status === 'pending'
  )
    return 'cheque';
  if (payment?.status === 'failed') return 'failed';
  if (order.status === 'cancelled' || order.status === 'refunded') return 'cancelled';
  return 'pending';
}
