import { CANCELLED_CODE } from '@shop/domain/payment-errors';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import { readCardForm, type CardField, type CardFieldError } from './card-input';
import { chargeDecision, findCardById, tokenizeCard, type SandboxCard } from './cards';
import {
  findPayment,
  lockPayment,
  returnLocation,
  settlePayment,
  stepUrl,
  type NextStep,
  type SandboxPayment,
  type Settlement,
} from './payments';
import { eventsRecorded } from './wake';

/**
 * What the hosted pages do: show the step a payment is at, or send the shopper where the
 * payment now is (its current step, or back to the shop with the outcome). A payment at
 * another step than the page's is never changed by it, so a page posted twice does nothing.
 */

export interface HostedContext {
  db: Db;
  pagesBase: string;
  fingerprintKey: string;
  now: () => Date;
}

export type HostedAnswer =
  | { kind: 'missing' }
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; payment: SandboxPayment; card: SandboxCard | null }
  | {
      kind: 'invalid';
      payment: SandboxPayment;
      errors: Partial<Record<CardField, CardFieldError>>;
      values: { holder: string; expiry: string };
    };

const atStep = (payment: SandboxPayment, step: NextStep) =>
  payment.status === 'requires_action' && payment.nextStep === step;

function whereItIs(context: HostedContext, payment: SandboxPayment): HostedAnswer {
  const step = payment.status === 'requires_action' ? (payment.nextStep as NextStep | null) : null;
  const location = step ? stepUrl(context.pagesBase, step, payment.id) : returnLocation(payment);
  return { kind: 'redirect', location };
}

export async function viewStep(
  context: HostedContext,
  paymentId: string,
  step: NextStep,
): Promise<HostedAnswer> {
  const payment = await findPayment(context.db, paymentId);
  if (!payment) return { kind: 'missing' };
  if (!atStep(payment, step)) return whereItIs(context, payment);
  const card = payment.cardId ? await findCardById(context.db, payment.cardId) : null;
  return { kind: 'page', payment, card };
}

/**
 * Runs a step that may settle the payment; once it committed, wakes the webhook sender so the
 * shop learns the outcome now, not at its next poll (a redundant wake-up sends nothing).
 */
async function settling(
  context: HostedContext,
  step: (tx: Db) => Promise<HostedAnswer>,
): Promise<HostedAnswer> {
  const answer = await context.db.transaction(step);
  eventsRecorded(context.db);
  return answer;
}

/** Settles a payment waiting at `step` (3-D Secure, PayPal, cancel) and sends the shopper back. */
export async function decideStep(
  context: HostedContext,
  paymentId: string,
  step: NextStep,
  settlement: Settlement,
): Promise<HostedAnswer> {
  return settling(context, async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return { kind: 'missing' } as const;
    if (!atStep(payment, step)) return whereItIs(context, payment);
    await settlePayment(tx, payment, settlement);
    return {
      kind: 'redirect',
      location: returnLocation({ ...payment, status: settlement.status }),
    };
  });
}

/** The card form posted: tokenize the card, then let its number decide. */
export async function submitCard(
  context: HostedContext,
  paymentId: string,
  form: Record<string, unknown>,
): Promise<HostedAnswer> {
  if (form.action === 'cancel')
    return decideStep(context, paymentId, 'card_form', {
      status: 'failed',
      errorCode: CANCELLED_CODE,
    });
  const read = readCardForm(form, context.now());
  if (!read.ok) {
    const payment = await findPayment(context.db, paymentId);
    if (!payment) return { kind: 'missing' };
    if (!atStep(payment, 'card_form')) return whereItIs(context, payment);
    const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    return {
      kind: 'invalid',
      payment,
      errors: read.errors,
      values: { holder: text('holder').slice(0, 100), expiry: text('expiry').slice(0, 7) },
    };
  }
  return settling(context, async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return { kind: 'missing' } as const;
    if (!atStep(payment, 'card_form')) return whereItIs(context, payment);
    const card = await tokenizeCard(tx, payment.customerRef, read.card, context.fingerprintKey);
    const withCard = { ...payment, cardId: card.id };
    const decision = chargeDecision(card, context.now());
    if (decision === 'three_ds') {
      await tx
        .update(sandboxPayments)
        .set({ cardId: card.id, nextStep: 'three_ds', updatedAt: new Date() })
        .where(eq(sandboxPayments.id, payment.id));
      return { kind: 'redirect', location: stepUrl(context.pagesBase, 'three_ds', payment.id) };
    }
    await tx
      .update(sandboxPayments)
      .set({ cardId: card.id })
      .where(eq(sandboxPayments.id, payment.id));
    await settlePayment(tx, withCard, decision);
    return { kind: 'redirect', location: returnLocation({ ...withCard, status: decision.status }) };
  });
}
