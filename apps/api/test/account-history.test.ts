import {
  ORDERS_PAGE_SIZE,
  type TOrder,
  type TOrderPaymentRefused,
  type TOrders,
} from '@shop/api-client/schemas';
import { isOrderInProgress } from '@shop/domain/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, orderApi } from './support/orders';
import { PAYING_CARD, REFUSED_CARD } from './support/scripted-payments';

const { api, client, bearer, customers, parcel, carrierId, placeOrder } = orderApi();

let relay: number;
let shopper: { id: number; email: string; token: string };
let other: { id: number; email: string; token: string };
const placed: Record<'delivered' | 'cancelled' | 'awaiting' | 'paid', TOrder> = {} as never;

const place = async (payment: unknown) => {
  const answer = await placeOrder<TOrder>(shopper.token, {
    basketItems: [{ ...(await parcel(3, '20.00')), quantity: 1 }],
    carrierId: relay,
    relayPointId: 'FR-00001',
    payment,
    termsAccepted: true,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};
const act = (id: number, action: string, body: unknown = {}) =>
  api.post(`/admin/orders/${id}/${action}`, body, ADMIN);

beforeAll(async () => {
  relay = await carrierId('relay');
  const [first, second] = await customers(2);
  shopper = first!;
  other = second!;
  placed.delivered = await place({ methodId: 11 });
  await act(placed.delivered.id, 'mark-paid');
  await act(placed.delivered.id, 'ship', { trackingNumber: '6A0001' });
  await act(placed.delivered.id, 'deliver');
  placed.cancelled = await place({ methodId: 11 });
  await act(placed.cancelled.id, 'cancel');
  placed.awaiting = await place({ methodId: 11 });
  placed.paid = await place({ methodId: 12, savedCardId: PAYING_CARD });
});

const ids = (orders: TOrders) => orders.orders.map((order) => order.id);

describe('GET /secure/me/orders?state=', () => {
  it('lists the orders in progress, newest first', async () => {
    const orders = await client().orders(shopper.token, 1, 'in_progress');
    expect(ids(orders)).toEqual([placed.paid.id, placed.awaiting.id]);
    expect(orders.orders.every((order) => isOrderInProgress(order.status))).toBe(true);
    expect(orders).toMatchObject({ page: 1, pages: 1 });
  });

  it('lists the finished ones: delivered, cancelled or refunded', async () => {
    const orders = await client().orders(shopper.token, 1, 'finished');
    expect(ids(orders)).toEqual([placed.cancelled.id, placed.delivered.id]);
    expect(orders.orders.map((order) => order.status)).toEqual(['cancelled', 'delivered']);
  });

  it('lists both without a state, and pages each list on its own', async () => {
    expect(ids(await client().orders(shopper.token))).toEqual([
      placed.paid.id,
      placed.awaiting.id,
      placed.cancelled.id,
      placed.delivered.id,
    ]);
    const more = [];
    // Paid at once: a customer may hold only a few orders unpaid (orders-holds.test.ts).
    for (let count = 0; count < ORDERS_PAGE_SIZE - 1; count += 1)
      more.push(await place({ methodId: 12, savedCardId: PAYING_CARD }));
    const first = await client().orders(shopper.token, 1, 'in_progress');
    expect(first.orders).toHaveLength(ORDERS_PAGE_SIZE);
    expect(first.pages).toBe(2);
    const second = await client().orders(shopper.token, 2, 'in_progress');
    expect(ids(second)).toEqual([placed.awaiting.id]);
    expect((await client().orders(shopper.token, 1, 'finished')).pages).toBe(1);
  });

  it("shows nobody else's orders, and refuses an unknown state naming it", async () => {
    for (const state of ['in_progress', 'finished'] as const)
      expect((await client().orders(other.token, 1, state)).orders).toEqual([]);
    const bad = await api.get<{ field: string }>(
      '/secure/me/orders?state=lost',
      bearer(shopper.token),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('state');
    expect((await api.get('/secure/me/orders?state=finished')).status).toBe(401);
  });
});

describe('refused payment attempts', () => {
  it('leaves them out of the history, while their page stays readable', async () => {
    const [refusing] = await customers(1);
    const kept = await placeOrder<TOrder>(refusing!.token, {
      basketItems: [{ ...(await parcel(3, '20.00')), quantity: 1 }],
      carrierId: relay,
      relayPointId: 'FR-00001',
      payment: { methodId: 11 },
      termsAccepted: true,
    });
    await act(kept.body.id, 'cancel');
    const refused = await placeOrder<TOrderPaymentRefused>(refusing!.token, {
      basketItems: [{ ...(await parcel(3, '20.00')), quantity: 1 }],
      carrierId: relay,
      relayPointId: 'FR-00001',
      payment: { methodId: 12, savedCardId: REFUSED_CARD },
      termsAccepted: true,
    });
    expect(refused.status).toBe(402);
    // A cancelled order stays; the refused attempt is not one of the shopper's orders.
    for (const state of [undefined, 'finished'] as const) {
      const history = await client().orders(refusing!.token, 1, state);
      expect(ids(history)).toEqual([kept.body.id]);
      expect(history.pages).toBe(1);
    }
    const page = await api.get<TOrder>(
      `/secure/orders/${refused.body.order.id}`,
      bearer(refusing!.token),
    );
    expect(page.status).toBe(200);
    expect(page.body.status).toBe('cancelled');
  });
});
