import { messages } from '@shop/i18n';
import { ADDRESS_HOLD_LIMITS, CUSTOMER_HOLD_LIMITS } from '@shop/domain/unpaid-holds';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { orderApi, type Parcel } from './support/orders';
import { PAYING_CARD } from './support/scripted-payments';

// Enough connections that the parallel requests really race on PostgreSQL (PGlite runs one
// transaction at a time: there the same tests show the limits in sequence).
const { db, customers, parcel, stockOf, carrierId, placeOrder } = orderApi({}, { connections: 12 });

let relay: number;
beforeAll(async () => {
  relay = await carrierId('relay');
});

const transfer = (lines: { item: Parcel; quantity: number }[], methodId = 11) => ({
  basketItems: lines.map(({ item, quantity }) => ({ ...item, quantity })),
  carrierId: relay,
  relayPointId: 'FR-00001',
  payment: methodId === 12 ? { methodId, savedCardId: PAYING_CARD } : { methodId },
  termsAccepted: true,
});

let address = 0;
/** A public address of its own (the API believes X-Forwarded-For from loopback). */
const fromAddress = () => ({ 'x-forwarded-for': `198.51.100.${(address += 1)}` });

const unpaidOf = (customerIds: number[]) =>
  db()
    .select()
    .from(t.orders)
    .where(
      and(
        inArray(t.orders.customerId, customerIds),
        inArray(t.orders.status, ['awaiting_payment', 'awaiting_transfer']),
      ),
    );

describe('what one shopper may hold unpaid', () => {
  it(`gives 20 transfer orders sent at once by one account no more than ${CUSTOMER_HOLD_LIMITS.orders}`, async () => {
    const [attacker] = await customers(1);
    const sizes = [await parcel(100), await parcel(100), await parcel(100), await parcel(100)];
    const headers = fromAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        placeOrder<{ message: string; field: string }>(
          attacker!.token,
          transfer([{ item: sizes[index % sizes.length]!, quantity: 2 }]),
          undefined,
          headers,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CUSTOMER_HOLD_LIMITS.orders);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(20 - CUSTOMER_HOLD_LIMITS.orders);
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        field: 'unpaidOrders',
        message: messages.fr.orders.errors.unpaidOrders.replace(
          '{{orders}}',
          String(CUSTOMER_HOLD_LIMITS.orders),
        ),
      });
    }
    expect(await unpaidOf([attacker!.id])).toHaveLength(CUSTOMER_HOLD_LIMITS.orders);
    const held = await Promise.all(sizes.map((size) => stockOf(size)));
    expect(held.reduce((sum, stock) => sum + (100 - stock), 0)).toBe(
      2 * CUSTOMER_HOLD_LIMITS.orders,
    );
  });

  it(`holds no more than ${CUSTOMER_HOLD_LIMITS.unitsPerSize} units of a size, in one order or several`, async () => {
    const [shopper] = await customers(1);
    const item = await parcel(100);
    const tooMany = await placeOrder<{ message: string }>(
      shopper!.token,
      transfer([{ item, quantity: CUSTOMER_HOLD_LIMITS.unitsPerSize + 1 }]),
      undefined,
      { 'Accept-Language': 'de', ...fromAddress() },
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(
      messages.de.orders.errors.unpaidUnits.replace(
        '{{units}}',
        String(CUSTOMER_HOLD_LIMITS.unitsPerSize),
      ),
    );
    // Four at a time, sent together: two fit (8), a third would make 12.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        placeOrder(shopper!.token, transfer([{ item, quantity: 4 }]), undefined, fromAddress()),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(await stockOf(item)).toBe(92);
  });

  it('bounds the amount left to pay, and counts only unpaid orders', async () => {
    const [shopper] = await customers(1);
    const dear = await parcel(50, '700.00', 500);
    const headers = fromAddress();
    const status = async (quantity: number, methodId = 11) =>
      (
        await placeOrder(
          shopper!.token,
          transfer([{ item: dear, quantity }], methodId),
          undefined,
          headers,
        )
      ).status;
    // Paid at once (a saved card the provider charges): nothing held unpaid.
    for (let paid = 0; paid < CUSTOMER_HOLD_LIMITS.orders + 1; paid += 1)
      expect(await status(1, 12)).toBe(201);
    expect(await status(2)).toBe(201);
    const more = await placeOrder<{ field: string }>(
      shopper!.token,
      transfer([{ item: dear, quantity: 1 }]),
      undefined,
      headers,
    );
    expect(more.status).toBe(422);
    expect(more.body.field).toBe('unpaidOrders');
    // Once the first is cancelled (its hold over), the room is back.
    const [held] = await unpaidOf([shopper!.id]);
    await db()
      .update(t.orders)
      .set({ status: 'cancelled', clientHash: null })
      .where(eq(t.orders.id, held!.id));
    expect(await status(2)).toBe(201);
  });

  it(`gives many accounts on one address, all at once, no more than ${ADDRESS_HOLD_LIMITS.orders} unpaid orders`, async () => {
    const accounts = await customers(ADDRESS_HOLD_LIMITS.orders + 8);
    const item = await parcel(100);
    const headers = fromAddress();
    const answers = await Promise.all(
      accounts.map((account) =>
        placeOrder<{ message: string }>(
          account.token,
          transfer([{ item, quantity: 1 }]),
          undefined,
          headers,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(
      ADDRESS_HOLD_LIMITS.orders,
    );
    for (const answer of answers.filter((one) => one.status !== 201))
      expect(answer.body.message).toBe(messages.fr.orders.errors.unpaidAddress);
    expect(await stockOf(item)).toBe(100 - ADDRESS_HOLD_LIMITS.orders);
    // Another address is not held back by this one, nor a request from inside the shop's network.
    expect(
      (
        await placeOrder(
          accounts[0]!.token,
          transfer([{ item, quantity: 1 }]),
          undefined,
          fromAddress(),
        )
      ).status,
    ).toBe(201);
    const [inside] = await customers(1);
    expect((await placeOrder(inside!.token, transfer([{ item, quantity: 1 }]))).status).toBe(201);
  });

  it('keeps no address once the order is paid or cancelled', async () => {
    const [shopper] = await customers(1);
    const item = await parcel(10);
    const placed = await placeOrder<{ id: number }>(
      shopper!.token,
      transfer([{ item, quantity: 1 }]),
      undefined,
      fromAddress(),
    );
    const hashOf = async () =>
      (await db().select().from(t.orders).where(eq(t.orders.id, placed.body.id)))[0]!.clientHash;
    const hash = await hashOf();
    expect(hash).toMatch(/^[\w-]{43}$/);
    expect(hash).not.toContain('198.51.100');
    const paid = await placeOrder<{ id: number }>(
      shopper!.token,
      transfer([{ item, quantity: 1 }], 12),
      undefined,
      fromAddress(),
    );
    const [paidRow] = await db().select().from(t.orders).where(eq(t.orders.id, paid.body.id));
    expect(paidRow).toMatchObject({ status: 'paid', clientHash: null });
  });
});
