import { ZOrder, type TOrder } from '@shop/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { orderApi } from './support/orders';
import { goodCard, postForm } from './support/sandbox';

/**
 * Issue 30, item 9: a card paid on the sandbox's page is told to the shop at once, not at the
 * webhook sender's next poll (the shopper watched "waiting for confirmation" meanwhile). The
 * poll is set to an hour here: only the in-process wake-up can mark the order paid.
 */
const { api, origin, bearer, customers, parcel, carrierId, placeOrder } = orderApi(
  { SANDBOX_WEBHOOK_INTERVAL_MS: '3600000' },
  { sandbox: true },
);

/** Reads the order until `done` holds, for at most a few seconds (far below the poll). */
async function orderUntil(id: number, token: string, done: (order: TOrder) => boolean) {
  const end = Date.now() + 5_000;
  for (;;) {
    const answer = await api.get<TOrder>(`/secure/orders/${id}`, bearer(token));
    if (done(answer.body) || Date.now() > end) return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('sandbox: confirmation after a paid card', () => {
  it('marks the order paid without waiting for the webhook poll', async () => {
    const [shopper] = await customers(1);
    const item = await parcel(3);
    const placed = await placeOrder<TOrder>(shopper!.token, {
      basketItems: [{ ...item, quantity: 1 }],
      carrierId: await carrierId('relay'),
      relayPointId: 'FR-00001',
      payment: { methodId: 12 },
      termsAccepted: true,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = ZOrder.parse(placed.body);
    const formPath = order.payments[0]!.redirectUrl!;
    expect(formPath).toMatch(/^\/api\/v5\/sandbox\/pay\/pay_/);

    const paid = await postForm(`${origin()}${formPath}`, goodCard('4242424242424242'));
    expect(paid.location).toContain('payment=succeeded');

    const after = await orderUntil(order.id, shopper!.token, (o) => o.status === 'paid');
    expect(after.status).toBe('paid');
    expect(after.payments[0]).toMatchObject({ status: 'succeeded' });
  });
});
