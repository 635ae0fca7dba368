import { isLocale } from '@shop/domain/locales';
import Stripe from 'stripe';
import { PaymentProviderError } from '../errors';
import { assertPositiveCents, type CreatePaymentInput, type ProviderPayment } from '../port';
import { idOf, providerFailure } from './client';
import { stripeCustomerFor } from './customers';
import { shopErrorCode } from './decline-codes';

/**
 * Card and PayPal payments at Stripe. A new card goes through a Checkout Session (Stripe's
 * hosted page, 3-D Secure included), saved for next time with setup_future_usage when asked; a
 * saved card is charged with a PaymentIntent confirmed at once, whose 3-D Secure is a redirect
 * (next_action.redirect_to_url). PayPal is a PaymentIntent of Stripe's PayPal payment method,
 * confirmed at once: its redirect is PayPal's approval page, and Stripe sends the shopper back
 * to the return URL. The provider payment id is the session's (cs_...) or the
 * PaymentIntent's (pi_...).
 */

/** Marks our own PaymentIntents: Checkout's are told through their session's events. */
export const SAVED_CARD_FLOW = 'saved_card';
export const PAYPAL_FLOW = 'paypal';

/** PayPal's page in the shopper's language (the locales Stripe passes on to PayPal). */
const PAYPAL_LOCALES: Record<string, string> = {
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
  de: 'de-DE',
  en: 'en-GB',
};

function withOutcome(returnUrl: string, outcome: 'succeeded' | 'failed'): string {
  if (!/^https?:\/\//i.test(returnUrl))
    throw new Error('Stripe redirects only to absolute URLs: returnUrl must be absolute');
  const url = new URL(returnUrl);
  url.searchParams.set('payment', outcome);
  return url.toString();
}

const metadataOf = (input: CreatePaymentInput) => ({
  order_id: String(input.orderId),
  order_number: input.orderNumber,
});

export function fromPaymentIntent(intent: Stripe.PaymentIntent): ProviderPayment {
  const base = { providerPaymentId: intent.id, redirectUrl: null, errorCode: null };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded' };
    case 'processing':
      return { ...base, status: 'processing' };
    case 'requires_action':
      return {
        ...base,
        status: 'requires_action',
        redirectUrl: intent.next_action?.redirect_to_url?.url ?? null,
      };
    default: {
      const error = intent.last_payment_error;
      // Without an error it is still to be confirmed; with one (or cancelled) it was refused.
      if (!error && intent.status !== 'canceled') return { ...base, status: 'requires_action' };
      return {
        ...base,
        status: 'failed',
        errorCode: shopErrorCode(error?.decline_code, error?.code),
      };
    }
  }
}

export function fromCheckoutSession(session: Stripe.Checkout.Session): ProviderPayment {
  const base = { providerPaymentId: session.id, redirectUrl: null, errorCode: null };
  if (session.status === 'complete' && session.payment_status !== 'unpaid')
    return { ...base, status: 'succeeded' };
  if (session.status === 'complete') return { ...base, status: 'processing' };
  if (session.status === 'expired') return { ...base, status: 'failed', errorCode: '4010211' };
  return { ...base, status: 'requires_action', redirectUrl: session.url };
}

async function chargeSavedCard(stripe: Stripe, input: CreatePaymentInput, customerId: string) {
  const method = await stripe.paymentMethods.retrieve(input.savedMethodId!);
  if (idOf(method.customer) !== customerId)
    throw new PaymentProviderError('not_found', 'No such saved card for this customer');
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'eur',
        customer: customerId,
        payment_method: method.id,
        allowed_payment_method_types: ['card'],
        confirm: true,
        return_url: input.returnUrl,
        metadata: { ...metadataOf(input), shop_flow: SAVED_CARD_FLOW },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return fromPaymentIntent(intent);
  } catch (error) {
    // A refusal is an answer, not a failure: the PaymentIntent exists, declined.
    if (error instanceof Stripe.errors.StripeCardError && error.payment_intent)
      return {
        providerPaymentId: error.payment_intent.id,
        status: 'failed' as const,
        redirectUrl: null,
        errorCode: shopErrorCode(error.decline_code, error.code),
      };
    throw error;
  }
}

/** PayPal in one payment: confirmed at once, the shopper then approves it on PayPal's page. */
async function startPayPal(stripe: Stripe, input: CreatePaymentInput, customerId: string) {
  if (!/^https?:\/\//i.test(input.returnUrl))
    throw new Error('Stripe redirects only to absolute URLs: returnUrl must be absolute');
  const locale = PAYPAL_LOCALES[input.locale];
  const intent = await stripe.paymentIntents.create(
    {
      amount: input.amountCents,
      currency: 'eur',
      customer: customerId,
      allowed_payment_method_types: ['paypal'],
      payment_method_data: { type: 'paypal' },
      ...(locale ? { payment_method_options: { paypal: { preferred_locale: locale } } } : {}),
      confirm: true,
      return_url: input.returnUrl,
      metadata: { ...metadataOf(input), shop_flow: PAYPAL_FLOW },
    },
    { idempotencyKey: input.idempotencyKey },
  );
  return fromPaymentIntent(intent);
}

async function openCheckout(stripe: Stripe, input: CreatePaymentInput, customerId: string) {
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      customer: customerId,
      client_reference_id: String(input.orderId),
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: input.amountCents,
            product_data: { name: input.orderNumber },
          },
        },
      ],
      payment_intent_data: {
        metadata: metadataOf(input),
        ...(input.saveMethod ? { setup_future_usage: 'on_session' as const } : {}),
      },
      metadata: metadataOf(input),
      success_url: withOutcome(input.returnUrl, 'succeeded'),
      cancel_url: withOutcome(input.returnUrl, 'failed'),
      ...(isLocale(input.locale) ? { locale: input.locale } : {}),
    },
    { idempotencyKey: input.idempotencyKey },
  );
  return fromCheckoutSession(session);
}

export async function createStripePayment(
  stripe: Stripe,
  input: CreatePaymentInput,
): Promise<ProviderPayment> {
  if (input.kind === 'paypal' && input.installments !== 1)
    throw new PaymentProviderError(
      'not_supported',
      'PayPal in instalments is not offered by Stripe',
    );
  assertPositiveCents(input.amountCents, 'amount');
  try {
    const customer = await stripeCustomerFor(stripe, input.customer);
    if (input.kind === 'paypal') return await startPayPal(stripe, input, customer.id);
    return input.savedMethodId
      ? await chargeSavedCard(stripe, input, customer.id)
      : await openCheckout(stripe, input, customer.id);
  } catch (error) {
    return providerFailure(error);
  }
}

export async function getStripePayment(stripe: Stripe, id: string): Promise<ProviderPayment> {
  try {
    if (id.startsWith('cs_'))
      return fromCheckoutSession(await stripe.checkout.sessions.retrieve(id));
    return fromPaymentIntent(await stripe.paymentIntents.retrieve(id));
  } catch (error) {
    return providerFailure(error);
  }
}
