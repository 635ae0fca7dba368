import type { TOrderUnavailable } from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { suiteName } from './support/databases';
import { orderApi, type Parcel } from './support/orders';

const SHOPPERS = 50;
const ROUNDS = 20;

// PostgreSQL only: PGlite runs one transaction at a time, so nothing would race there.
describe.runIf(suiteName() === 'postgres')('orders racing for the same stock', () => {
  const { db, customers, parcel, stockOf, carrierId, placeOrder } = orderApi(
    {},
    { connections: 12 },
  );
  let relay: number;
  let shoppers: Awaited<ReturnType<typeof customers>>;
  beforeAll(async () => {
    relay = await carrierId('relay');
    shoppers = await customers(SHOPPERS);
  });

  const body = (lines: { item: Parcel; quantity: number }[]) => ({
    basketItems: lines.map(({ item, quantity }) => ({ ...item, quantity })),
    carrierId: relay,
    relayPointId: 'FR-00001',
    payment: { methodId: 11 },
    termsAccepted: true,
  });

  it(`sells the last unit once to ${SHOPPERS} shoppers at the same time, ${ROUNDS} times in a row`, async () => {
    const item = await parcel(1);
    for (let round = 1; round <= ROUNDS; round += 1) {
      await db()
        .update(t.productSizes)
        .set({ stock: 1 })
        .where(eq(t.productSizes.id, item.productSizeId));
      const answers = await Promise.all(
        shoppers.map((shopper) =>
          placeOrder<TOrderUnavailable>(shopper.token, body([{ item, quantity: 1 }])),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      const placed = statuses.filter((status) => status === 201).length;
      expect(placed, `round ${round}: ${statuses.join(',')}`).toBe(1);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused, `round ${round}`).toHaveLength(SHOPPERS - 1);
      for (const answer of refused) {
        expect(answer.body.message).toBe(messages.fr.orders.errors.unavailable);
        expect(answer.body.unavailableItems).toEqual([
          { ...item, quantity: 1, quantityAvailable: 0 },
        ]);
      }
      expect(await stockOf(item), `round ${round}`).toBe(0);
      // The winner's transfer arrives: what a shopper may hold unpaid is not this test's
      // subject (orders-holds.test.ts), and a shopper winning four rounds would pass it.
      await db()
        .update(t.orders)
        .set({ status: 'paid', clientHash: null })
        .where(eq(t.orders.status, 'awaiting_transfer'));
    }
    const sold = await db()
      .select()
      .from(t.orderLines)
      .where(eq(t.orderLines.productSizeId, item.productSizeId));
    expect(sold).toHaveLength(ROUNDS);
  });

  it('never deadlocks on baskets that lock the same sizes listed in any order', async () => {
    const [a, b, c] = [await parcel(1000), await parcel(1000), await parcel(1000)];
    const baskets = [
      [a, b, c],
      [c, b, a],
      [b, a, c],
      [c, a, b],
    ];
    const answers = await Promise.all(
      shoppers
        .slice(0, 40)
        .map((shopper, index) =>
          placeOrder(
            shopper.token,
            body(baskets[index % baskets.length]!.map((item) => ({ item: item!, quantity: 2 }))),
          ),
        ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    for (const item of [a, b, c]) expect(await stockOf(item!)).toBe(1000 - 40 * 2);
  });
});
