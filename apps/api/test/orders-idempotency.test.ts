import type { TOrder } from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { newKey, orderApi, type Parcel } from './support/orders';

const { db, payments, customers, parcel, stockOf, carrierId, placeOrder } = orderApi();

let relay: number;
beforeAll(async () => {
  relay = await carrierId('relay');
});

const body = (item: Parcel, quantity = 1) => ({
  basketItems: [{ ...item, quantity }],
  carrierId: relay,
  relayPointId: 'FR-00001',
  payment: { methodId: 12 },
  termsAccepted: true,
});

const ordersOf = (customerId: number) =>
  db().select().from(t.orders).where(eq(t.orders.customerId, customerId));

describe('Idempotency-Key of POST /secure/orders', () => {
  it('answers a retry with the first answer, and places one order', async () => {
    const [shopper] = await customers(1);
    const item = await parcel(5);
    const key = newKey();
    const first = await placeOrder<TOrder>(shopper!.token, body(item), key);
    const again = await placeOrder<TOrder>(shopper!.token, body(item), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(shopper!.id)).toHaveLength(1);
    expect(await stockOf(item)).toBe(4);
    expect(payments.calls.filter((call) => call.orderId === first.body.id)).toHaveLength(1);
  });

  it('answers a refusal again with its status', async () => {
    const [shopper] = await customers(1);
    const item = await parcel(1);
    const key = newKey();
    const first = await placeOrder(shopper!.token, body(item, 3), key);
    expect(first.status).toBe(409);
    // The stock arrives meanwhile: the key still answers what it answered.
    await db()
      .update(t.productSizes)
      .set({ stock: 9 })
      .where(eq(t.productSizes.id, item.productSizeId));
    const again = await placeOrder(shopper!.token, body(item, 3), key);
    expect(again).toMatchObject({ status: 409, body: first.body });
    expect((await placeOrder(shopper!.token, body(item, 3))).status).toBe(201);
  });

  it('refuses the same key with another body (422), whatever the key order of the JSON', async () => {
    const [shopper] = await customers(1);
    const item = await parcel(5);
    const key = newKey();
    expect((await placeOrder(shopper!.token, body(item), key)).status).toBe(201);
    const { termsAccepted, ...rest } = body(item);
    const reordered = { termsAccepted, ...rest };
    expect((await placeOrder(shopper!.token, reordered, key)).status).toBe(201);
    const other = await placeOrder<{ message: string }>(shopper!.token, body(item, 2), key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(messages.fr.orders.errors.idempotencyMismatch);
    // Another store is another request too.
    const elsewhere = await placeOrder(shopper!.token, body(item), key, { 'X-Store': 'be' });
    expect(elsewhere.status).toBe(422);
    expect(await ordersOf(shopper!.id)).toHaveLength(1);
  });

  it('answers 409 while the first request with the key is still at work', async () => {
    const [shopper] = await customers(1);
    const item = await parcel(5);
    const key = newKey();
    payments.state.delayMs = 400;
    try {
      const first = placeOrder<TOrder>(shopper!.token, body(item), key);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const meanwhile = await placeOrder<{ message: string }>(shopper!.token, body(item), key);
      expect(meanwhile.status).toBe(409);
      expect(meanwhile.body.message).toBe(messages.fr.orders.errors.idempotencyInFlight);
      expect((await first).status).toBe(201);
    } finally {
      payments.state.delayMs = 0;
    }
    expect((await placeOrder(shopper!.token, body(item), key)).status).toBe(201);
  });

  it('keeps keys apart per customer', async () => {
    const [one, two] = await customers(2);
    const item = await parcel(5);
    const key = newKey();
    expect((await placeOrder(one!.token, body(item), key)).status).toBe(201);
    expect((await placeOrder(two!.token, body(item), key)).status).toBe(201);
  });

  it('gives 10 parallel requests with one key one order and one payment', async () => {
    const [shopper] = await customers(1);
    const item = await parcel(20);
    const key = newKey();
    const before = payments.calls.length;
    payments.state.delayMs = 50;
    let answers;
    try {
      answers = await Promise.all(
        Array.from({ length: 10 }, () => placeOrder<TOrder>(shopper!.token, body(item), key)),
      );
    } finally {
      payments.state.delayMs = 0;
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const placed = answers.filter((answer) => answer.status === 201).map((a) => a.body.id);
    expect(new Set(placed).size).toBe(1);
    expect(await ordersOf(shopper!.id)).toHaveLength(1);
    expect(payments.calls.length - before).toBe(1);
    expect(await stockOf(item)).toBe(19);
  });
});
