import { canTransition, type OrderStatus } from '@shop/domain/orders';
import { and, eq } from 'drizzle-orm';
import { orderPayments, paymentEvents } from '../../db/schema';
import type { PaymentEvent } from '../../payments/port';
import { settleFailed, settlePaid } from './settle';
import type { PaymentDeps } from './start-payment';
import { lockOrder, moveOrder } from './transitions';

export type EventOutcome = 'applied' | 'duplicate' | 'unknown_payment';

class UnknownPayment extends Error {}

interface LateRefund {
  providerPaymentId: string;
  amountCents: number;
  orderId: number;
}
interface Applied {
  outcome: EventOutcome;
  refund: LateRefund | null;
}
const APPLIED: Applied = { outcome: 'applied', refund: null };

/**
 * What a success for another amount than the payment's is recorded as: it does not pay the
 * order (an underpaid order would ship), and its id stays taken so a replay changes nothing.
 */
export const AMOUNT_MISMATCH = 'payment.succeeded.amount_mismatch';

/** The provider's key for giving back money that arrived after its order was cancelled. */
export const lateRefundKey = (orderId: number) => `order-${orderId}-late-refund`;

/**
 * Applies a verified webhook event once: its id is recorded in the same transaction as what it
 * changes, so a replay finds it and changes nothing. An event about a payment we do not know
 * yet (the provider was quicker than our own record of its answer) is not recorded, so the
 * provider's retry applies it. A success must be for the payment's amount, to the cent.
 */
export async function applyPaymentEvent(
  deps: PaymentDeps,
  event: PaymentEvent,
): Promise<EventOutcome> {
  try {
    const { outcome, refund } = await deps.db.transaction(async (tx): Promise<Applied> => {
      const [recorded] = await tx
        .insert(paymentEvents)
        .values({
          provider: deps.payments.name,
          eventId: event.id,
          type: event.type,
          providerPaymentId: event.providerPaymentId,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!recorded) return { outcome: 'duplicate', refund: null };
      const [payment] = await tx
        .select()
        .from(orderPayments)
        .where(
          and(
            eq(orderPayments.provider, deps.payments.name),
            eq(orderPayments.providerPaymentId, event.providerPaymentId),
          ),
        );
      if (!payment) throw new UnknownPayment();
      const order = await lockOrder(tx, payment.orderId);
      if (!order) throw new UnknownPayment();
      const setPayment = (values: Partial<typeof orderPayments.$inferInsert>) =>
        tx
          .update(orderPayments)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(orderPayments.id, payment.id));
      if (event.type === 'payment.succeeded') {
        if (payment.status === 'refunded') return APPLIED;
        if (event.amountCents !== payment.amountCents) {
          await tx
            .update(paymentEvents)
            .set({ type: AMOUNT_MISMATCH })
            .where(eq(paymentEvents.id, recorded.id));
          deps.log.warn(
            { orderId: order.id, expectedCents: payment.amountCents, paidCents: event.amountCents },
            'payment.succeeded for another amount than the payment: order left unpaid, check it by hand',
          );
          return APPLIED;
        }
        await setPayment({ status: 'succeeded', errorCode: null });
        const settled = await settlePaid(tx, order, event.type, deps.stores);
        if (settled === 'late')
          return {
            outcome: 'applied',
            refund: {
              providerPaymentId: event.providerPaymentId,
              amountCents: payment.amountCents,
              orderId: order.id,
            },
          };
      } else if (event.type === 'payment.failed') {
        if (payment.status === 'succeeded' || payment.status === 'refunded') return APPLIED;
        await setPayment({ status: 'failed', errorCode: event.errorCode });
        await settleFailed(tx, order, event.type);
      } else {
        await setPayment({ status: 'refunded' });
        if (canTransition(order.status as OrderStatus, 'refunded'))
          await moveOrder(tx, order, 'refunded', event.type);
      }
      return APPLIED;
    });
    if (refund) await refundLate(deps, refund);
    return outcome;
  } catch (error) {
    if (error instanceof UnknownPayment) return 'unknown_payment';
    throw error;
  }
}

/**
 * The money came after the order was cancelled (its stock hold ran out, its stock may be sold
 * again): it goes back. The refund's own event then marks the payment refunded.
 */
async function refundLate(deps: PaymentDeps, late: LateRefund) {
  try {
    await deps.payments.refund(
      late.providerPaymentId,
      late.amountCents,
      lateRefundKey(late.orderId),
    );
  } catch (error) {
    deps.log.warn(
      { orderId: late.orderId, error: (error as Error).message },
      'refund of a payment that came after its order was cancelled failed; refund it by hand',
    );
  }
}
