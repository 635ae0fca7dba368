import Stripe from 'stripe';
import { PaymentProviderError } from '../errors';
import { assertPositiveCents } from '../port';
import { idOf, providerFailure } from './client';

/** A Checkout payment is refunded through its session's PaymentIntent. */
async function paymentIntentOf(stripe: Stripe, providerPaymentId: string): Promise<string> {
  if (!providerPaymentId.startsWith('cs_')) return providerPaymentId;
  const session = await stripe.checkout.sessions.retrieve(providerPaymentId);
  const intent = idOf(session.payment_intent);
  if (!intent || session.payment_status !== 'paid')
    throw new PaymentProviderError('not_refundable', 'This Checkout Session took no payment');
  return intent;
}

export async function refundStripePayment(
  stripe: Stripe,
  providerPaymentId: string,
  amountCents: number,
  idempotencyKey: string,
): Promise<{ refundId: string }> {
  assertPositiveCents(amountCents, 'refund');
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: await paymentIntentOf(stripe, providerPaymentId),
        amount: amountCents,
        // The webhook tells the refund under the id the shop knows the payment by.
        metadata: { shop_payment_id: providerPaymentId },
      },
      { idempotencyKey },
    );
    return { refundId: refund.id };
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      ['charge_already_refunded', 'amount_too_large'].includes(error.code ?? '')
    )
      throw new PaymentProviderError('not_refundable', 'Stripe refused the refund');
    return providerFailure(error);
  }
}
