import {
  ZOrder,
  ZOrderPaymentRefused,
  ZOrderUnavailable,
  type TBasketDetail,
  type TCreateOrderRequest,
  type TOrder,
  type TOrderPaymentRefused,
  type TOrderUnavailable,
} from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { frenchAddress } from './support/delivery';
import { orderApi, type Parcel } from './support/orders';
import { PAYING_CARD, REFUSAL_CODE, REFUSED_CARD } from './support/scripted-payments';

const {
  api,
  client,
  db,
  payments,
  bearer,
  customers,
  parcel,
  stockOf,
  carrierId,
  outbox,
  placeOrder,
} = orderApi();

let relay: number;
let home: number;
let shopper: { id: number; email: string; token: string };

beforeAll(async () => {
  relay = await carrierId('relay');
  home = await carrierId('colissimo_home');
});

// A shopper per test: what one customer may hold unpaid is bounded (orders-holds.test.ts).
beforeEach(async () => {
  shopper = (await customers(1))[0]!;
});

const toRelay = (
  item: Parcel,
  quantity: number,
  payment: TCreateOrderRequest['payment'] = { methodId: 12 },
) => ({
  basketItems: [{ ...item, quantity }],
  carrierId: relay,
  relayPointId: 'FR-00001',
  payment,
  termsAccepted: true as const,
});

describe('POST /secure/orders', () => {
  it('places a card order priced as the basket, takes the stock and waits on the card form', async () => {
    const item = await parcel(5, '25.00');
    const body = toRelay(item, 2);
    const basket = await api.post<TBasketDetail>('/basket/detail', body);
    const answer = await placeOrder<TOrder>(shopper.token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = ZOrder.parse(answer.body);
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      lines: [{ ...item, quantity: 2, unitPrice: 25, originPrice: 25 }],
      relayPoint: { id: 'FR-00001' },
      shippingAddress: null,
      carrier: { id: relay, type: 'relay', amount: basket.body.carrier!.amount },
    });
    expect(order.number).toMatch(/^FR-\d{4}-[0-9A-Z]{6}$/);
    expect(order.totals.total).toBe(basket.body.priceWithCarrier);
    expect(order.totals).toMatchObject({ goods: 50, discount: 0, vouchers: 0 });
    expect(order.payments).toEqual([
      expect.objectContaining({
        methodId: 12,
        status: 'requires_action',
        amount: order.totals.total,
        redirectUrl: expect.stringMatching(/^https:\/\/pay\.example\.test\/card\//),
        error: null,
        bankTransfer: null,
      }),
    ]);
    expect(order.history.map((line) => line.status)).toEqual(['awaiting_payment']);
    expect(await stockOf(item)).toBe(3);
    const call = payments.calls.at(-1)!;
    expect(call).toMatchObject({
      orderId: order.id,
      orderNumber: order.number,
      amountCents: Math.round(order.totals.total * 100),
      kind: 'card',
      customer: { id: shopper.id, email: shopper.email },
      idempotencyKey: `order-${order.id}-payment`,
    });
    expect(call.returnUrl).toContain(`/checkout/confirm?order=${order.id}`);
  });

  it('names the carrier in the reader’s language, not the one the order was placed in', async () => {
    // A customer of its own: the suite's shopper's unpaid orders are counted by other tests.
    const [reader] = await customers(1);
    const placed = await placeOrder<TOrder>(reader!.token, toRelay(await parcel(5), 1));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.carrier.name).toBe(messages.fr.delivery.carriers.relay.name);
    const read = await api.get<TOrder>(`/secure/orders/${placed.body.id}`, {
      ...bearer(reader!.token),
      'Accept-Language': 'de',
    });
    expect(read.body.carrier.name).toBe(messages.de.delivery.carriers.relay.name);
  });

  it('delivers home to an address of the customer, and never to somebody else’s', async () => {
    const item = await parcel(4);
    const [owner, other] = await customers(2);
    const created = await api.post<{ id: number }>(
      '/secure/account/addresses',
      frenchAddress(),
      bearer(owner!.token),
    );
    const body = {
      basketItems: [{ ...item, quantity: 1 }],
      carrierId: home,
      shippingAddressId: created.body.id,
      payment: { methodId: 12 },
      termsAccepted: true,
    };
    const refused = await placeOrder(other!.token, body);
    expect(refused.status).toBe(404);
    expect(await stockOf(item)).toBe(4);
    const placed = await placeOrder<TOrder>(owner!.token, body);
    expect(placed.status).toBe(201);
    expect(placed.body.shippingAddress).toMatchObject({ id: created.body.id, city: 'Paris' });
    expect(placed.body.carrier).toMatchObject({ id: home, type: 'home' });
  });

  it('refuses lines the stock cannot serve with a 409 naming them, taking nothing', async () => {
    const enough = await parcel(3);
    const short = await parcel(1);
    const body = {
      ...toRelay(enough, 2),
      basketItems: [
        { ...enough, quantity: 2 },
        { ...short, quantity: 2 },
      ],
    };
    const answer = await placeOrder<TOrderUnavailable>(shopper.token, body, undefined, {
      'Accept-Language': 'de',
    });
    expect(answer.status).toBe(409);
    const refusal = ZOrderUnavailable.parse(answer.body);
    expect(refusal.message).toBe(messages.de.orders.errors.unavailable);
    expect(refusal.unavailableItems).toEqual([{ ...short, quantity: 2, quantityAvailable: 1 }]);
    expect(await stockOf(enough)).toBe(3);
    expect(await stockOf(short)).toBe(1);
    const orders = await api.get<{ orders: TOrder[] }>('/secure/me/orders', bearer(shopper.token));
    expect(
      orders.body.orders.every((order) =>
        order.lines.every((l) => l.productSizeId !== short.productSizeId),
      ),
    ).toBe(true);
  });

  it('asks for the key, the sign-in and a destination', async () => {
    const body = toRelay(await parcel(2), 1);
    expect((await placeOrder(shopper.token, body, null)).status).toBe(400);
    expect((await placeOrder(shopper.token, body, 'not a key!')).status).toBe(400);
    expect((await api.post('/secure/orders', body, { 'Idempotency-Key': 'k1' })).status).toBe(401);
    const both = await placeOrder(shopper.token, { ...body, shippingAddressId: 1 });
    expect(both.status).toBe(400);
  });

  it('answers a bank transfer with the shop’s account and the order number as reference', async () => {
    const item = await parcel(2);
    const answer = await placeOrder<TOrder>(shopper.token, toRelay(item, 1, { methodId: 11 }));
    expect(answer.status).toBe(201);
    const order = ZOrder.parse(answer.body);
    expect(order.status).toBe('awaiting_transfer');
    expect(order.payments[0]).toMatchObject({
      methodId: 11,
      status: 'awaiting_transfer',
      redirectUrl: null,
      bankTransfer: {
        iban: 'FR7630006000011234567890189',
        bic: 'AGRIFRPPXXX',
        holder: 'Maison Rue SAS',
        reference: order.number,
      },
    });
    expect(await stockOf(item)).toBe(1);
    const mails = await outbox(shopper.email);
    const transfer = mails.find(
      (mail) => mail.kind === 'order_transfer' && mail.subject.includes(order.number),
    );
    expect(transfer?.bodyText).toContain('FR7630006000011234567890189');
  });

  it('refuses cheques, vouchers and PayPal 4x below its minimum', async () => {
    const item = await parcel(5, '10.00');
    const cheque = await placeOrder<{ message: string }>(
      shopper.token,
      toRelay(item, 1, { methodId: 2 }),
    );
    expect(cheque.status).toBe(422);
    expect(cheque.body.message).toBe(messages.fr.orders.errors.chequeUnavailable);
    const vouchers = await placeOrder(shopper.token, { ...toRelay(item, 1), voucherIds: [1] });
    expect(vouchers.status).toBe(422);
    const paypal4x = await placeOrder(
      shopper.token,
      toRelay(item, 1, { methodId: 7, installments: 4 }),
    );
    expect(paypal4x.status).toBe(422);
    expect(await stockOf(item)).toBe(5);
    const paypal = await placeOrder<TOrder>(
      shopper.token,
      toRelay(item, 1, { methodId: 7, installments: 1 }),
    );
    expect(paypal.status).toBe(201);
    expect(paypal.body.payments[0]).toMatchObject({ methodId: 7, installments: 1 });
  });

  it('takes cheques only where the store enables them', async () => {
    const item = await parcel(3);
    const cheque = { ...toRelay(item, 1, { methodId: 2 }), relayPointId: 'BE-00001' };
    const headers = { 'X-Store': 'be' };
    expect((await placeOrder(shopper.token, cheque, undefined, headers)).status).toBe(422);
    await db().update(t.stores).set({ acceptsCheque: true }).where(eq(t.stores.id, 'be'));
    try {
      const answer = await placeOrder<TOrder>(shopper.token, cheque, undefined, headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body).toMatchObject({
        status: 'awaiting_payment',
        payments: [{ methodId: 2, provider: 'shop', status: 'pending', redirectUrl: null }],
      });
    } finally {
      await db().update(t.stores).set({ acceptsCheque: false }).where(eq(t.stores.id, 'be'));
    }
  });

  it('pays at once with a saved card and confirms by e-mail in the shopper’s language', async () => {
    const [spanish] = await customers(1, 'Lucía');
    const item = await parcel(2);
    const body = {
      basketItems: [{ ...item, quantity: 1 }],
      carrierId: relay,
      relayPointId: 'ES-00001',
      payment: { methodId: 12, savedCardId: PAYING_CARD },
      termsAccepted: true,
    };
    const answer = await placeOrder<TOrder>(spanish!.token, body, undefined, { 'X-Store': 'es' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.status).toBe('paid');
    expect(answer.body.number).toMatch(/^ES-/);
    const [mail] = (await outbox(spanish!.email)).filter((m) => m.kind === 'order_confirmation');
    expect(mail).toMatchObject({ locale: 'es' });
    expect(mail!.subject).toBe(`Tu pedido ${answer.body.number} está confirmado`);
    expect(mail!.bodyText).toContain('Lucía');
  });

  it('cancels an order the provider refuses at once, gives the stock back and says why', async () => {
    const item = await parcel(1);
    const answer = await placeOrder<TOrderPaymentRefused>(
      shopper.token,
      toRelay(item, 1, { methodId: 12, savedCardId: REFUSED_CARD }),
    );
    expect(answer.status).toBe(402);
    const refused = ZOrderPaymentRefused.parse(answer.body);
    expect(refused.message.startsWith('Votre paiement a échoué')).toBe(true);
    expect(refused.noDebit).toBe(messages.fr.orders.payment.noDebit);
    expect(refused.error.code).toBe(REFUSAL_CODE);
    expect(refused.error.message).not.toBe('');
    expect(refused.order.status).toBe('cancelled');
    expect(await stockOf(item)).toBe(1);
  });

  it('gives the stock back when the provider cannot be reached', async () => {
    const item = await parcel(1);
    payments.state.failNext = true;
    const answer = await placeOrder<TOrderPaymentRefused>(shopper.token, toRelay(item, 1));
    expect(answer.status).toBe(402);
    expect(answer.body.order.status).toBe('cancelled');
    expect(await stockOf(item)).toBe(1);
  });
});

describe('reading orders', () => {
  it('shows an order to its owner only, and lists them newest first', async () => {
    const [reader, stranger] = await customers(2);
    const item = await parcel(5);
    const first = await placeOrder<TOrder>(reader!.token, toRelay(item, 1));
    const second = await placeOrder<TOrder>(reader!.token, toRelay(item, 1, { methodId: 11 }));
    const mine = await api.get<TOrder>(`/secure/orders/${first.body.id}`, bearer(reader!.token));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(first.body);
    const theirs = await api.get(`/secure/orders/${first.body.id}`, bearer(stranger!.token));
    expect(theirs.status).toBe(404);
    expect((await api.get(`/secure/orders/${first.body.id}`)).status).toBe(401);
    const list = await api.get<{ orders: TOrder[]; page: number; pages: number }>(
      '/secure/me/orders?page=1',
      bearer(reader!.token),
    );
    expect(list.body.orders.map((order) => order.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body).toMatchObject({ page: 1, pages: 1 });
    const empty = await api.get<{ orders: TOrder[] }>('/secure/me/orders', bearer(stranger!.token));
    expect(empty.body).toEqual({ orders: [], page: 1, pages: 0 });
  });
});

describe('the api-client order calls', () => {
  it('place, read and list through the typed client', async () => {
    const [typed] = await customers(1);
    const shop = client();
    const placed = await shop.createOrder(typed!.token, toRelay(await parcel(2), 1), 'typed-key-1');
    expect(placed.status).toBe('awaiting_payment');
    await expect(
      shop.createOrder(typed!.token, toRelay(await parcel(2), 1), 'typed-key-1'),
    ).rejects.toMatchObject({ status: 422 });
    expect(await shop.order(typed!.token, placed.id)).toEqual(placed);
    expect((await shop.orders(typed!.token)).orders).toEqual([placed]);
  });
});
