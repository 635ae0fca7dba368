import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import { PaymentProviderError } from '../errors';
import { assertPositiveCents, type CreatePaymentInput, type ProviderPayment } from '../port';
import { chargeDecision, findSavedCard } from './cards';
import { newId, recordEvent } from './events';
import { eventsRecorded } from './wake';
import { toProviderPayment, type NextStep, type Settlement } from './payments';

export interface CreateOptions {
  db: Db;
  pagesBase: string;
  now: () => Date;
}

/**
 * A new payment: the hosted card form or the PayPal page to go through, or, for a saved card,
 * its outcome at once (or its 3-D Secure challenge). The idempotency key gives the first
 * payment again, even to a concurrent call with the same key.
 */
export async function createSandboxPayment(
  { db, pagesBase, now }: CreateOptions,
  input: CreatePaymentInput,
): Promise<ProviderPayment> {
  assertPositiveCents(input.amountCents, 'amount');
  const savedId = input.kind === 'card' ? input.savedMethodId : null;
  if (!savedId) {
    // A payment that waits for the shopper settles nothing yet: one statement, no transaction.
    const [row] = await db
      .insert(sandboxPayments)
      .values(paymentValues(input, null, null, input.kind === 'paypal' ? 'paypal' : 'card_form'))
      .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
      .returning();
    return toProviderPayment(row ?? (await firstWithKey(db, input.idempotencyKey)), pagesBase);
  }
  const payment = await db.transaction(async (tx) => {
    const [earlier] = await tx
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.idempotencyKey, input.idempotencyKey));
    if (earlier) return toProviderPayment(earlier, pagesBase);

    const card = await findSavedCard(tx, input.customer.id, savedId);
    if (!card) throw new PaymentProviderError('not_found', 'No such saved card for this customer');
    const decision = chargeDecision(card, now());
    const settled: Settlement | null = decision !== 'three_ds' ? decision : null;
    const [row] = await tx
      .insert(sandboxPayments)
      .values(paymentValues(input, card.id, settled, settled ? null : 'three_ds'))
      .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
      .returning();
    if (!row) return toProviderPayment(await firstWithKey(tx, input.idempotencyKey), pagesBase);
    if (settled)
      await recordEvent(
        tx,
        settled.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
        {
          paymentId: row.id,
          orderId: row.orderId,
          amountCents: row.amountCents,
          errorCode: row.errorCode,
          refundId: null,
        },
      );
    return toProviderPayment(row, pagesBase);
  });
  // A saved card may have settled at once: the shop hears of it now (wake.ts).
  eventsRecorded(db);
  return payment;
}

function paymentValues(
  input: CreatePaymentInput,
  cardId: string | null,
  settled: Settlement | null,
  nextStep: NextStep | null,
): typeof sandboxPayments.$inferInsert {
  return {
    id: newId('pay'),
    orderId: input.orderId,
    orderNumber: input.orderNumber,
    customerRef: input.customer.id,
    kind: input.kind,
    installments: input.kind === 'paypal' ? input.installments : 1,
    amountCents: input.amountCents,
    status: settled?.status ?? 'requires_action',
    nextStep,
    errorCode: settled?.status === 'failed' ? settled.errorCode : null,
    cardId,
    saveMethod: input.kind === 'card' && cardId === null && Boolean(input.saveMethod),
    returnUrl: input.returnUrl,
    locale: input.locale,
    idempotencyKey: input.idempotencyKey,
  };
}

/** Another call with this key committed first: its payment is the answer. */
async function firstWithKey(db: Db, idempotencyKey: string) {
  const [first] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.idempotencyKey, idempotencyKey));
  return first!;
}
