import { messages } from '@shop/i18n';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createPaymentProvider } from '../src/payments/create-provider';
import { IgnoredWebhookEvent, PaymentProviderError } from '../src/payments/errors';
import { WebhookSignatureError, type CreatePaymentInput } from '../src/payments/port';
import { createStripeProvider } from '../src/payments/stripe/provider';
import { openFreshDatabase } from './support/databases';
import { http } from './support/http';
import { newCustomer, type Tokens } from './support/identity';
import { startServer, testEnv, type TestServer } from './support/server';
import { stripeStandIn } from './support/stripe-stand-in';

const KEYS = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_shop123',
  STRIPE_WEBHOOK_SECRET: 'whsec_shoptests123',
};
const customer = { id: 42, email: 'jeanne@example.fr' };

function provider() {
  const standIn = stripeStandIn();
  const payments = createStripeProvider({
    secretKey: KEYS.STRIPE_SECRET_KEY,
    webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
    httpClient: standIn.httpClient,
  });
  return { standIn, payments };
}

const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  orderId: 17,
  orderNumber: 'FR-2611-00000H',
  amountCents: 4990,
  kind: 'card',
  installments: 1,
  customer,
  returnUrl: 'http://localhost:3000/checkout/confirm?order=17',
  locale: 'fr',
  idempotencyKey: 'order-17-payment-1',
  ...overrides,
});

describe('stripe: configuration', () => {
  it('is the provider PAYMENT_PROVIDER=stripe picks, and needs its keys', () => {
    expect(createPaymentProvider(testEnv(KEYS), null as never).name).toBe('stripe');
    expect(createPaymentProvider(testEnv(), null as never).name).toBe('sandbox');
    expect(() => testEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe('stripe: card payments', () => {
  it('opens a Checkout Session for a new card, as the customer, with our idempotency key', async () => {
    const { standIn, payments } = provider();
    const payment = await payments.createPayment(input({ saveMethod: true }));
    expect(payment).toEqual({
      providerPaymentId: 'cs_test_a1',
      status: 'requires_action',
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1',
      errorCode: null,
    });
    expect(standIn.sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /v1/customers?email=jeanne%40example.fr&limit=100',
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
    ]);
    const [, createCustomer, session] = standIn.sent;
    expect(createCustomer).toMatchObject({
      idempotencyKey: 'shop-customer-42',
      form: { email: 'jeanne@example.fr', 'metadata[shop_customer_id]': '42' },
    });
    expect(session!.idempotencyKey).toBe('order-17-payment-1');
    expect(session!.apiVersion).toBe(Stripe.API_VERSION);
    expect(session!.authorization).toBe('Bearer sk_test_shop123');
    expect(session!.form).toMatchObject({
      mode: 'payment',
      customer: 'cus_1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4990',
      'line_items[0][quantity]': '1',
      'payment_intent_data[setup_future_usage]': 'on_session',
      'payment_intent_data[metadata][order_id]': '17',
      success_url: 'http://localhost:3000/checkout/confirm?order=17&payment=succeeded',
      cancel_url: 'http://localhost:3000/checkout/confirm?order=17&payment=failed',
      locale: 'fr',
    });
    // The same customer next time: found, not created again.
    await payments.createPayment(input({ idempotencyKey: 'order-18-payment-1' }));
    expect(standIn.sent.filter((request) => request.path === '/v1/customers')).toHaveLength(1);
    expect(standIn.sent.at(-1)!.form).not.toHaveProperty('payment_intent_data[setup_future_usage]');
  });

  it('reads a completed session as succeeded', async () => {
    const { payments } = provider();
    expect(await payments.getPayment('cs_test_a1')).toMatchObject({ status: 'succeeded' });
  });

  it('charges a saved card with a confirmed PaymentIntent: success, 3-D Secure redirect, refusal', async () => {
    const { standIn, payments } = provider();
    await payments.createPayment(input({ idempotencyKey: 'first' }));
    for (const id of ['pm_ok', 'pm_3ds', 'pm_declined']) standIn.saveCard(id, 'cus_1');

    expect(await payments.createPayment(input({ savedMethodId: 'pm_ok' }))).toEqual({
      providerPaymentId: 'pi_ok',
      status: 'succeeded',
      redirectUrl: null,
      errorCode: null,
    });
    const intentCall = standIn.sent.at(-1)!;
    expect(intentCall).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'order-17-payment-1',
      form: {
        amount: '4990',
        currency: 'eur',
        customer: 'cus_1',
        payment_method: 'pm_ok',
        confirm: 'true',
        return_url: 'http://localhost:3000/checkout/confirm?order=17',
        'metadata[shop_flow]': 'saved_card',
      },
    });

    expect(await payments.createPayment(input({ savedMethodId: 'pm_3ds' }))).toEqual({
      providerPaymentId: 'pi_3ds',
      status: 'requires_action',
      redirectUrl: 'https://hooks.stripe.com/3d_secure_2/hosted?pi=pi_3ds',
      errorCode: null,
    });
    expect(await payments.createPayment(input({ savedMethodId: 'pm_declined' }))).toEqual({
      providerPaymentId: 'pi_declined',
      status: 'failed',
      redirectUrl: null,
      errorCode: '4000002',
    });
  });

  it("refuses another customer's card and PayPal in four payments", async () => {
    const { standIn, payments } = provider();
    await payments.createPayment(input({ idempotencyKey: 'first' }));
    standIn.saveCard('pm_theirs', 'cus_somebody_else');
    await expect(
      payments.createPayment(input({ savedMethodId: 'pm_theirs' })),
    ).rejects.toMatchObject({ reason: 'not_found' });
    await expect(
      payments.createPayment(input({ kind: 'paypal', installments: 4 })),
    ).rejects.toThrow(
      new PaymentProviderError('not_supported', 'PayPal in instalments is not offered by Stripe'),
    );
    expect(standIn.sent.some((request) => request.path === '/v1/payment_intents')).toBe(false);
  });
});

describe('stripe: PayPal', () => {
  it('takes PayPal in one payment: a PaymentIntent of the paypal method, confirmed, sent to PayPal', async () => {
    const { standIn, payments } = provider();
    expect(payments.methods).toEqual([12, 7]);
    expect(payments.paypalInstallments).toEqual([1]);
    const payment = await payments.createPayment(input({ kind: 'paypal', locale: 'de' }));
    expect(payment).toEqual({
      providerPaymentId: 'pi_paypal',
      status: 'requires_action',
      redirectUrl: 'https://pm-redirects.stripe.com/authorize/acct_1/pa_nonce_paypal',
      errorCode: null,
    });
    const call = standIn.sent.at(-1)!;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'order-17-payment-1',
      form: {
        amount: '4990',
        currency: 'eur',
        customer: 'cus_1',
        'allowed_payment_method_types[0]': 'paypal',
        'payment_method_data[type]': 'paypal',
        'payment_method_options[paypal][preferred_locale]': 'de-DE',
        confirm: 'true',
        return_url: 'http://localhost:3000/checkout/confirm?order=17',
        'metadata[shop_flow]': 'paypal',
        'metadata[order_id]': '17',
      },
    });
    expect(call.form).not.toHaveProperty('allowed_payment_method_types[1]');
    await expect(
      payments.createPayment(input({ kind: 'paypal', returnUrl: '/checkout/confirm?order=17' })),
    ).rejects.toThrow(/absolute/);
  });

  it('tells Stripe failing as unavailable, after the SDK retried, and wants absolute returns', async () => {
    const { standIn, payments } = provider();
    await expect(payments.getPayment('pi_unknown')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      reason: 'unavailable',
    });
    expect(
      standIn.sent.filter((request) => request.path === '/v1/payment_intents/pi_unknown'),
    ).toHaveLength(3);
    await expect(
      payments.createPayment(input({ returnUrl: '/checkout/confirm?order=17' })),
    ).rejects.toThrow(/absolute/);
  });

  it('refunds through the PaymentIntent, with our idempotency key and payment id', async () => {
    const { standIn, payments } = provider();
    expect(await payments.refund('cs_test_a1', 1500, 'order-17-refund-1')).toEqual({
      refundId: 're_1',
    });
    expect(standIn.sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: 'order-17-refund-1',
      form: {
        payment_intent: 'pi_from_checkout',
        amount: '1500',
        'metadata[shop_payment_id]': 'cs_test_a1',
      },
    });
  });

  it('lists and detaches saved cards, only the customer’s own', async () => {
    const { standIn, payments } = provider();
    expect(await payments.listSavedMethods(customer)).toEqual([]);
    await payments.createPayment(input({ idempotencyKey: 'first' }));
    standIn.saveCard('pm_a', 'cus_1', '4444');
    standIn.saveCard('pm_b', 'cus_other');
    expect(await payments.listSavedMethods(customer)).toEqual([
      { id: 'pm_a', brand: 'visa', last4: '4444', expMonth: 12, expYear: 2039 },
    ]);
    await expect(payments.deleteSavedMethod(customer, 'pm_b')).rejects.toMatchObject({
      reason: 'not_found',
    });
    await expect(payments.deleteSavedMethod(customer, 'pm_missing')).rejects.toMatchObject({
      reason: 'not_found',
    });
    await payments.deleteSavedMethod(customer, 'pm_a');
    expect(standIn.sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/payment_methods/pm_a/detach',
    });
    expect(await payments.listSavedMethods(customer)).toEqual([]);
  });
});

describe('stripe: webhooks', () => {
  const { payments } = provider();
  const signed = (body: object, options: { secret?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify(body);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? KEYS.STRIPE_WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    return { raw: Buffer.from(payload), headers: { 'stripe-signature': header } };
  };
  const stripeEvent = (id: string, type: string, object: object) => ({
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: 1_795_000_000,
    data: { object },
  });
  const session = {
    id: 'cs_test_a1',
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    amount_total: 4990,
  };

  it('tells a completed Checkout Session as payment.succeeded', () => {
    const { raw, headers } = signed(stripeEvent('evt_1', 'checkout.session.completed', session));
    expect(payments.parseWebhook(raw, headers)).toEqual({
      id: 'payment.succeeded:cs_test_a1',
      type: 'payment.succeeded',
      providerPaymentId: 'cs_test_a1',
      amountCents: 4990,
      errorCode: null,
    });
  });

  it('tells an expired session and a declined saved card as payment.failed with our codes', () => {
    const expired = signed(
      stripeEvent('evt_2', 'checkout.session.expired', {
        ...session,
        status: 'expired',
        payment_status: 'unpaid',
      }),
    );
    expect(payments.parseWebhook(expired.raw, expired.headers)).toMatchObject({
      type: 'payment.failed',
      errorCode: '4010211',
    });
    const declined = signed(
      stripeEvent('evt_3', 'payment_intent.payment_failed', {
        id: 'pi_declined',
        object: 'payment_intent',
        amount: 4990,
        amount_received: 0,
        status: 'requires_payment_method',
        metadata: { shop_flow: 'saved_card' },
        last_payment_error: { code: 'card_declined', decline_code: 'lost_card' },
      }),
    );
    expect(payments.parseWebhook(declined.raw, declined.headers)).toMatchObject({
      type: 'payment.failed',
      providerPaymentId: 'pi_declined',
      errorCode: '4000012',
    });
  });

  it("tells a PayPal PaymentIntent's outcome: approved, or refused with our code", () => {
    const paypal = {
      id: 'pi_paypal',
      object: 'payment_intent',
      amount: 4990,
      amount_received: 4990,
      status: 'succeeded',
      metadata: { shop_flow: 'paypal' },
    };
    const approved = signed(stripeEvent('evt_8', 'payment_intent.succeeded', paypal));
    expect(payments.parseWebhook(approved.raw, approved.headers)).toEqual({
      id: 'payment.succeeded:pi_paypal',
      type: 'payment.succeeded',
      providerPaymentId: 'pi_paypal',
      amountCents: 4990,
      errorCode: null,
    });
    const refused = signed(
      stripeEvent('evt_9', 'payment_intent.payment_failed', {
        ...paypal,
        amount_received: 0,
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
      }),
    );
    expect(payments.parseWebhook(refused.raw, refused.headers)).toMatchObject({
      type: 'payment.failed',
      providerPaymentId: 'pi_paypal',
      errorCode: expect.stringMatching(/^40/),
    });
  });

  it('tells a refund once under one id, whether Stripe says created or updated', () => {
    const refund = {
      id: 're_1',
      object: 'refund',
      amount: 1500,
      status: 'succeeded',
      payment_intent: 'pi_from_checkout',
      metadata: { shop_payment_id: 'cs_test_a1' },
    };
    const created = signed(stripeEvent('evt_4', 'refund.created', refund));
    const updated = signed(stripeEvent('evt_5', 'refund.updated', refund));
    const first = payments.parseWebhook(created.raw, created.headers);
    expect(first).toEqual({
      id: 'refund.succeeded:re_1',
      type: 'refund.succeeded',
      providerPaymentId: 'cs_test_a1',
      amountCents: 1500,
      errorCode: null,
    });
    expect(payments.parseWebhook(updated.raw, updated.headers).id).toBe(first.id);
  });

  it('refuses a wrong secret, a tampered body, a stale signature or none', () => {
    const body = stripeEvent('evt_1', 'checkout.session.completed', session);
    const other = signed(body, { secret: 'whsec_somebodyelse' });
    expect(() => payments.parseWebhook(other.raw, other.headers)).toThrow(WebhookSignatureError);
    const good = signed(body);
    const tampered = Buffer.from(good.raw.toString().replace('4990', '1'));
    expect(() => payments.parseWebhook(tampered, good.headers)).toThrow(WebhookSignatureError);
    const stale = signed(body, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(() => payments.parseWebhook(stale.raw, stale.headers)).toThrow(WebhookSignatureError);
    expect(() => payments.parseWebhook(good.raw, {})).toThrow(WebhookSignatureError);
  });

  it('lets the receiver answer 2xx to events the shop does not act on', () => {
    const unrelated = signed(
      stripeEvent('evt_6', 'customer.created', { id: 'cus_1', object: 'customer' }),
    );
    expect(() => payments.parseWebhook(unrelated.raw, unrelated.headers)).toThrow(
      IgnoredWebhookEvent,
    );
    // Checkout's own PaymentIntents are told through their session's events.
    const checkoutIntent = signed(
      stripeEvent('evt_7', 'payment_intent.succeeded', {
        id: 'pi_from_checkout',
        object: 'payment_intent',
        amount: 4990,
        status: 'succeeded',
        metadata: {},
      }),
    );
    expect(() => payments.parseWebhook(checkoutIntent.raw, checkoutIntent.headers)).toThrow(
      IgnoredWebhookEvent,
    );
  });
});

describe('stripe: the card book over HTTP', () => {
  let database: Database;
  let server: TestServer;
  const standIn = stripeStandIn();
  beforeAll(async () => {
    database = await openFreshDatabase();
    const payments = createStripeProvider({
      secretKey: KEYS.STRIPE_SECRET_KEY,
      webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
      httpClient: standIn.httpClient,
    });
    server = await startServer(database, testEnv(KEYS), { payments });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('lists the cards Stripe keeps for the signed-in customer; no sandbox pages', async () => {
    const api = http(server);
    const body = newCustomer();
    const { body: tokens } = await api.post<Tokens>('/security/register', body);
    const auth = { authorization: `Bearer ${tokens.token}` };
    const { body: me } = await api.get<{ id: number }>('/secure/account/profile/v2', auth);
    standIn.customers.push({
      id: 'cus_http',
      email: body.email,
      metadata: { shop_customer_id: String(me.id) },
    });
    standIn.saveCard('pm_http', 'cus_http', '1881');
    expect((await api.get('/secure/account/cards', auth)).body).toEqual([
      { id: 'pm_http', brand: 'visa', last4: '1881', expMonth: 12, expYear: 2039 },
    ]);
    const missing = await api.call<{ message: string }>(
      'DELETE',
      '/secure/account/cards/pm_nope',
      undefined,
      {
        ...auth,
        'Accept-Language': 'it',
      },
    );
    expect(missing).toMatchObject({
      status: 404,
      body: { message: messages.it.payment.cards.notFound },
    });
    expect((await api.get('/sandbox/pay/pay_abc')).status).toBe(404);
  });
});
