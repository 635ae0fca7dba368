import { GENERIC_REFUSAL_CODE } from '@shop/domain/payment-errors';
import Stripe from 'stripe';
import { IgnoredWebhookEvent } from '../errors';
import { WebhookSignatureError, type PaymentEvent } from '../port';
import { idOf } from './client';
import { shopErrorCode } from './decline-codes';
import { PAYPAL_FLOW, SAVED_CARD_FLOW } from './payments';

type Headers = Record<string, string | string[] | undefined>;

/**
 * Stripe's webhooks, checked with stripe.webhooks.constructEvent (signature over the raw body,
 * 5 minutes' tolerance), told as the shop's events. Each event's id names what happened to
 * which object (`refund.succeeded:re_123`): Stripe tells some outcomes twice under different
 * event ids (refund.created, then refund.updated), and the receiver drops repeats by id.
 * Verified events the shop does not act on throw IgnoredWebhookEvent (answer them 2xx).
 */

const event = (
  type: PaymentEvent['type'],
  providerPaymentId: string,
  amountCents: number,
  errorCode: string | null = null,
  objectId = providerPaymentId,
): PaymentEvent => ({ id: `${type}:${objectId}`, type, providerPaymentId, amountCents, errorCode });

function fromSession(type: string, session: Stripe.Checkout.Session): PaymentEvent | null {
  const amount = session.amount_total ?? 0;
  switch (type) {
    case 'checkout.session.completed':
      // Card payments are paid on completion; anything else is told by async_payment_*.
      return session.payment_status === 'unpaid'
        ? null
        : event('payment.succeeded', session.id, amount);
    case 'checkout.session.async_payment_succeeded':
      return event('payment.succeeded', session.id, amount);
    case 'checkout.session.async_payment_failed':
      return event('payment.failed', session.id, amount, GENERIC_REFUSAL_CODE);
    case 'checkout.session.expired':
      return event('payment.failed', session.id, amount, '4010211');
    default:
      return null;
  }
}

function fromIntent(type: string, intent: Stripe.PaymentIntent): PaymentEvent | null {
  const flow = intent.metadata?.shop_flow;
  if (flow !== SAVED_CARD_FLOW && flow !== PAYPAL_FLOW) return null;
  if (type === 'payment_intent.succeeded')
    return event('payment.succeeded', intent.id, intent.amount_received || intent.amount);
  if (type === 'payment_intent.payment_failed') {
    const error = intent.last_payment_error;
    return event(
      'payment.failed',
      intent.id,
      intent.amount,
      shopErrorCode(error?.decline_code, error?.code),
    );
  }
  return null;
}

function fromRefund(refund: Stripe.Refund): PaymentEvent | null {
  if (refund.status !== 'succeeded') return null;
  const paymentId = refund.metadata?.shop_payment_id ?? idOf(refund.payment_intent);
  return paymentId ? event('refund.succeeded', paymentId, refund.amount, null, refund.id) : null;
}

function toShopEvent(verified: Stripe.Event): PaymentEvent | null {
  const object = verified.data.object as { object?: string };
  if (object.object === 'checkout.session')
    return fromSession(verified.type, object as Stripe.Checkout.Session);
  if (object.object === 'payment_intent')
    return fromIntent(verified.type, object as Stripe.PaymentIntent);
  if (object.object === 'refund' && ['refund.created', 'refund.updated'].includes(verified.type))
    return fromRefund(object as Stripe.Refund);
  return null;
}

export function parseStripeWebhook(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: Buffer,
  headers: Headers,
): PaymentEvent {
  const key = Object.keys(headers).find((name) => name.toLowerCase() === 'stripe-signature');
  const signature = key === undefined ? undefined : headers[key];
  if (typeof signature !== 'string') throw new WebhookSignatureError('No Stripe-Signature header');
  let verified: Stripe.Event;
  try {
    verified = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new WebhookSignatureError(`Invalid Stripe signature: ${error.message}`);
    throw new WebhookSignatureError('The signed body is not a Stripe event');
  }
  const shopEvent = toShopEvent(verified);
  if (!shopEvent) throw new IgnoredWebhookEvent(verified.type);
  return shopEvent;
}
