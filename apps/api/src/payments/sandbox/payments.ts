import type { PaymentErrorCode } from '@shop/domain/payment-errors';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import type { ProviderPayment } from '../port';
import { rememberCard } from './cards';
import { recordEvent } from './events';

/** The sandbox's payment rows: reading them, and settling them with their webhook event. */

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type NextStep = 'card_form' | 'three_ds' | 'paypal';
export type Settlement =
  { status: 'succeeded' } | { status: 'failed'; errorCode: PaymentErrorCode };

/** The page of each step under the sandbox's routes (/api/v5/sandbox/{path}/{paymentId}). */
export const STEP_PATHS: Record<NextStep, string> = {
  card_form: 'pay',
  three_ds: '3ds',
  paypal: 'paypal',
};

export const stepUrl = (pagesBase: string, step: NextStep, paymentId: string) =>
  `${pagesBase}/${STEP_PATHS[step]}/${encodeURIComponent(paymentId)}`;

export function toProviderPayment(row: SandboxPayment, pagesBase: string): ProviderPayment {
  const step = row.status === 'requires_action' ? (row.nextStep as NextStep | null) : null;
  return {
    providerPaymentId: row.id,
    status: row.status as ProviderPayment['status'],
    redirectUrl: step ? stepUrl(pagesBase, step, row.id) : null,
    errorCode: row.errorCode,
  };
}

export async function findPayment(db: Db, id: string): Promise<SandboxPayment | null> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row ?? null;
}

/** The payment locked until the transaction ends: one decision per payment. */
export async function lockPayment(db: Db, id: string): Promise<SandboxPayment | null> {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, id))
    .for('update');
  return row ?? null;
}

/** Succeeds or fails a payment (its card remembered when asked) and writes its event. */
export async function settlePayment(
  db: Db,
  payment: SandboxPayment,
  settlement: Settlement,
): Promise<void> {
  const errorCode = settlement.status === 'failed' ? settlement.errorCode : null;
  await db
    .update(sandboxPayments)
    .set({ status: settlement.status, nextStep: null, errorCode, updatedAt: new Date() })
    .where(eq(sandboxPayments.id, payment.id));
  if (settlement.status === 'succeeded' && payment.saveMethod && payment.cardId)
    await rememberCard(db, payment.cardId);
  await recordEvent(
    db,
    settlement.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
    {
      paymentId: payment.id,
      orderId: payment.orderId,
      amountCents: payment.amountCents,
      errorCode,
      refundId: null,
    },
  );
}

/** Where the shopper goes back to: the shop's return URL with `payment=succeeded|failed`. */
export function returnLocation(payment: SandboxPayment): string {
  const absolute = /^https?:\/\//i.test(payment.returnUrl);
  const url = new URL(payment.returnUrl, 'http://return.invalid');
  url.searchParams.set('payment', payment.status === 'succeeded' ? 'succeeded' : 'failed');
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}
