import { ZOrder, ZPaymentMethods, type TOrder } from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { LOCAL_LEGAL } from '../src/env/legal';
import { createStripeProvider } from '../src/payments/stripe/provider';
import { openFreshDatabase } from './support/databases';
import { http } from './support/http';
import { newCustomer, type Tokens } from './support/identity';
import { ADMIN, newKey, orderApi } from './support/orders';
import { startServer, testEnv, type TestServer } from './support/server';
import { stripeStandIn } from './support/stripe-stand-in';

const FR = { 'X-Store': 'fr' };

/** A fresh database with an API on it, its payment provider as `build` makes it. */
function freshApi(build: () => Parameters<typeof startServer>[2], env = testEnv()) {
  let database: Database | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    database = await openFreshDatabase();
    server = await startServer(database, env, build());
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  return http({ url: (path: string) => server!.url(path) });
}

describe('GET /payment-methods with the sandbox provider', () => {
  const api = freshApi(() => ({}));

  it('offers vouchers, card, PayPal and bank transfer, with PayPal 4x’s range, cached briefly', async () => {
    const answer = await api.get('/payment-methods', FR);
    expect(answer.status).toBe(200);
    expect(ZPaymentMethods.parse(answer.body)).toEqual({
      methodIds: [10, 12, 7, 11],
      paypal4x: { minimum: 30, maximum: 2000 },
    });
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(answer.headers.get('vary')).toContain('X-Store');
    const bypassed = await api.get('/payment-methods?no_cache=1', FR);
    expect(bypassed.headers.get('cache-control')).toBe('no-store');
  });
});

describe('payment methods with Stripe', () => {
  const KEYS = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_shop123',
    STRIPE_WEBHOOK_SECRET: 'whsec_shoptests123',
  };
  const standIn = stripeStandIn();
  const api = freshApi(
    () => ({
      payments: createStripeProvider({
        secretKey: KEYS.STRIPE_SECRET_KEY,
        webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
        httpClient: standIn.httpClient,
      }),
    }),
    testEnv(KEYS),
  );

  it('offers PayPal in one payment only, and refuses PayPal 4x before anything is asked of Stripe', async () => {
    const offered = await api.get<{ methodIds: number[]; paypal4x: unknown }>(
      '/payment-methods',
      FR,
    );
    expect(offered.body).toEqual({ methodIds: [10, 12, 7, 11], paypal4x: null });

    const { body: tokens } = await api.post<Tokens>('/security/register', newCustomer());
    const refused = await api.post<{ message: string; field: string }>(
      '/secure/orders',
      {
        basketItems: [{ productId: 1, productSizeId: 1, quantity: 1 }],
        carrierId: 1,
        relayPointId: 'FR-00001',
        payment: { methodId: 7, installments: 4 },
        termsAccepted: true,
      },
      { ...FR, authorization: `Bearer ${tokens.token}`, 'Idempotency-Key': newKey() },
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message: messages.fr.orders.errors.methodUnavailable,
      field: 'payment.methodId',
    });
    expect(standIn.sent).toEqual([]);
  });
});

describe('cheques where the store enables them', () => {
  const { api, db, customers, parcel, carrierId, outbox, placeOrder, payments } = orderApi();

  it('offers cheques once enabled, takes a cheque order that waits for the back office, and says how to pay', async () => {
    const before = await api.get<{ methodIds: number[] }>('/payment-methods?no_cache=1', FR);
    expect(before.body.methodIds).not.toContain(2);
    await db().update(t.stores).set({ acceptsCheque: true }).where(eq(t.stores.id, 'fr'));
    const after = await api.get<{ methodIds: number[] }>('/payment-methods?no_cache=1', FR);
    expect(after.body.methodIds).toEqual([10, 12, 7, 11, 2]);

    const [shopper] = await customers(1);
    const calls = payments.calls.length;
    const answer = await placeOrder<TOrder>(shopper!.token, {
      basketItems: [{ ...(await parcel(2)), quantity: 1 }],
      carrierId: await carrierId('relay'),
      relayPointId: 'FR-00001',
      payment: { methodId: 2 },
      termsAccepted: true,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = ZOrder.parse(answer.body);
    const cheque = {
      payee: LOCAL_LEGAL.name,
      address: LOCAL_LEGAL.address,
      reference: order.number,
    };
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      payments: [{ methodId: 2, provider: 'shop', status: 'pending', bankTransfer: null, cheque }],
    });
    expect(payments.calls).toHaveLength(calls);
    const read = await api.get<TOrder>(`/secure/orders/${order.id}`, {
      authorization: `Bearer ${shopper!.token}`,
    });
    expect(read.body.payments[0]!.cheque).toEqual(cheque);

    const [mail] = (await outbox(shopper!.email)).filter((sent) => sent.kind === 'order_cheque');
    expect(mail?.subject).toContain(order.number);
    for (const text of [LOCAL_LEGAL.name, LOCAL_LEGAL.address, order.number])
      expect(mail?.bodyText).toContain(text);

    const paid = await api.post<TOrder>(`/admin/orders/${order.id}/mark-paid`, {}, ADMIN);
    expect(paid.body).toMatchObject({ status: 'paid', payments: [{ status: 'succeeded' }] });
  });
});
