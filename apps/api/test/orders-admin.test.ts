import type { TAdminOrders, TOrder } from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, orderApi, type Parcel } from './support/orders';
import { PAYING_CARD } from './support/scripted-payments';

const { api, payments, customers, parcel, stockOf, carrierId, outbox, placeOrder } = orderApi();

let relay: number;
let shopper: { id: number; email: string; token: string };
beforeAll(async () => {
  relay = await carrierId('relay');
  shopper = (await customers(1))[0]!;
});

const place = async (item: Parcel, payment: unknown) => {
  const answer = await placeOrder<TOrder>(shopper.token, {
    basketItems: [{ ...item, quantity: 1 }],
    carrierId: relay,
    relayPointId: 'FR-00001',
    payment,
    termsAccepted: true,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};

const act = (id: number, action: string, body: unknown = {}, headers = ADMIN) =>
  api.post<TOrder & { message: string }>(`/admin/orders/${id}/${action}`, body, headers);

describe('back office orders', () => {
  it('needs the admin token', async () => {
    expect((await api.get('/admin/orders')).status).toBe(401);
    expect((await act(1, 'ship', { trackingNumber: 'X' }, {} as typeof ADMIN)).status).toBe(401);
  });

  it('takes a transfer from received to delivered, then refunds it', async () => {
    const placed = await place(await parcel(2), { methodId: 11 });
    const paid = await act(placed.id, 'mark-paid');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', payments: [{ status: 'succeeded' }] });
    const confirmation = (await outbox(shopper.email)).filter(
      (mail) => mail.kind === 'order_confirmation' && mail.subject.includes(placed.number),
    );
    expect(confirmation).toHaveLength(1);
    expect((await act(placed.id, 'ship', {})).status).toBe(400);
    const shipped = await act(placed.id, 'ship', { trackingNumber: '6A12345678901' });
    expect(shipped.body).toMatchObject({
      status: 'shipped',
      carrier: { trackingNumber: '6A12345678901' },
    });
    const delivered = await act(placed.id, 'deliver');
    expect(delivered.body.status).toBe('delivered');
    const refunded = await act(placed.id, 'refund');
    expect(refunded.body.status).toBe('refunded');
    expect(refunded.body.history.map((line) => line.status)).toEqual([
      'awaiting_transfer',
      'paid',
      'shipped',
      'delivered',
      'refunded',
    ]);
  });

  it('refuses a move the rule forbids with a 409 in the caller’s language', async () => {
    const card = await place(await parcel(2), { methodId: 12 });
    const deliver = await api.post<{ message: string }>(
      `/admin/orders/${card.id}/deliver`,
      {},
      { ...ADMIN, 'Accept-Language': 'en' },
    );
    expect(deliver.status).toBe(409);
    expect(deliver.body.message).toBe('An order “Awaiting payment” cannot move to “Delivered”.');
    // A card order is paid by its provider, never by hand.
    expect((await act(card.id, 'mark-paid')).status).toBe(409);
    expect((await act(999_999, 'deliver')).status).toBe(404);
    const transfer = await place(await parcel(2), { methodId: 11 });
    await act(transfer.id, 'mark-paid');
    await act(transfer.id, 'ship', { trackingNumber: 'T1' });
    expect((await act(transfer.id, 'cancel')).status).toBe(409);
    expect(messages.en.orders.status.delivered).toBe('Delivered');
  });

  it('cancels an unshipped order and gives its stock back', async () => {
    const item = await parcel(1);
    const placed = await place(item, { methodId: 11 });
    expect(await stockOf(item)).toBe(0);
    const cancelled = await act(placed.id, 'cancel');
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stockOf(item)).toBe(1);
    expect((await act(placed.id, 'cancel')).status).toBe(409);
    expect(await stockOf(item)).toBe(1);
  });

  it('refunds a card order through the provider', async () => {
    const placed = await place(await parcel(2), { methodId: 12, savedCardId: PAYING_CARD });
    expect(placed.status).toBe('paid');
    const refunded = await act(placed.id, 'refund');
    expect(refunded.body).toMatchObject({ status: 'refunded', payments: [{ status: 'refunded' }] });
    expect(payments.refunds.at(-1)).toMatchObject({
      providerPaymentId: payments.paymentOf(placed.id),
      amountCents: Math.round(placed.totals.total * 100),
      idempotencyKey: `order-${placed.id}-refund`,
    });
  });

  it('lists orders newest first, by status, with their customer', async () => {
    const placed = await place(await parcel(2), { methodId: 11 });
    const list = await api.get<TAdminOrders>('/admin/orders?status=awaiting_transfer', ADMIN);
    expect(list.status).toBe(200);
    expect(list.body.orders[0]).toMatchObject({
      id: placed.id,
      customer: { id: shopper.id, email: shopper.email },
    });
    expect(list.body.orders.every((order) => order.status === 'awaiting_transfer')).toBe(true);
    const all = await api.get<TAdminOrders>('/admin/orders?page=1', ADMIN);
    const ids = all.body.orders.map((order) => order.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await api.get('/admin/orders?status=lost', ADMIN)).status).toBe(400);
  });
});
