import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPayments, sandboxRefunds } from '../../db/schema';
import { PaymentProviderError } from '../errors';
import { assertPositiveCents } from '../port';
import { newId, recordEvent } from './events';
import { eventsRecorded } from './wake';
import { lockPayment } from './payments';

/**
 * Refunds part or all of a taken payment and writes its refund.succeeded event. The payment
 * row is locked first, so refunds of one payment never add up past its amount, and the
 * idempotency key gives the first refund again.
 */
export async function refundSandboxPayment(
  db: Db,
  paymentId: string,
  amountCents: number,
  idempotencyKey: string,
): Promise<{ refundId: string }> {
  assertPositiveCents(amountCents, 'refund');
  const refund = await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new PaymentProviderError('not_found', 'No such payment');
    const [earlier] = await tx
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
    if (earlier) return { refundId: earlier.id };
    if (payment.status !== 'succeeded' || payment.refundedCents + amountCents > payment.amountCents)
      throw new PaymentProviderError(
        'not_refundable',
        'Only a succeeded payment can be refunded, up to what is left of it',
      );
    const refundId = newId('re');
    await tx
      .insert(sandboxRefunds)
      .values({ id: refundId, paymentId, amountCents, idempotencyKey });
    await tx
      .update(sandboxPayments)
      .set({
        refundedCents: sql`${sandboxPayments.refundedCents} + ${amountCents}`,
        updatedAt: new Date(),
      })
      .where(eq(sandboxPayments.id, paymentId));
    await recordEvent(tx, 'refund.succeeded', {
      paymentId,
      orderId: payment.orderId,
      amountCents,
      errorCode: null,
      refundId,
    });
    return { refundId };
  });
  eventsRecorded(db);
  return refund;
}
