import type { TOrder } from '@shop/api-client/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { PaymentEvent } from '../src/payments/port';
import { AMOUNT_MISMATCH } from '../src/services/orders/payment-events';
import { releaseExpiredOrders } from '../src/services/orders/release-expired';
import { startOrderReleaseWorker } from '../src/workers/order-release';
import { orderApi, type Parcel } from './support/orders';
import { REFUSAL_CODE } from './support/scripted-payments';

const { api, db, payments, customers, parcel, stockOf, carrierId, outbox, placeOrder, bearer } =
  orderApi();

let relay: number;
let shopper: { id: number; email: string; token: string };
beforeAll(async () => {
  relay = await carrierId('relay');
  shopper = (await customers(1, 'Anna'))[0]!;
});

const body = (item: Parcel, payment: unknown = { methodId: 12 }) => ({
  basketItems: [{ ...item, quantity: 1 }],
  carrierId: relay,
  relayPointId: 'FR-00001',
  payment,
  termsAccepted: true,
});

let eventCount = 0;
/** What each order's payment asks, in cents: a provider's events tell that amount. */
const charged = new Map<number, number>();
const event = (orderId: number, type: PaymentEvent['type'], extra: Partial<PaymentEvent> = {}) => ({
  id: `evt_${process.pid}_${(eventCount += 1)}`,
  type,
  providerPaymentId: payments.paymentOf(orderId),
  errorCode: null,
  amountCents: charged.get(orderId) ?? 0,
  ...extra,
});

const send = (payload: PaymentEvent, forge = false, provider = 'sandbox') => {
  const request = payments.webhook(payload, forge);
  return api.call<{ received?: boolean; duplicate?: boolean }>(
    'POST',
    `/payments/webhooks/${provider}`,
    request.body,
    request.headers,
  );
};

const order = async (id: number) =>
  (await api.get<TOrder>(`/secure/orders/${id}`, bearer(shopper.token))).body;

const place = async (item: Parcel, payment?: unknown) => {
  const answer = await placeOrder<TOrder>(shopper.token, body(item, payment));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  charged.set(answer.body.id, Math.round(answer.body.totals.total * 100));
  return answer.body;
};

describe('payment webhooks', () => {
  it('refuses a bad signature and an unknown provider, and changes nothing', async () => {
    const placed = await place(await parcel(3));
    const paid = event(placed.id, 'payment.succeeded');
    expect((await send(paid, true)).status).toBe(400);
    expect((await send(paid, false, 'stripe')).status).toBe(404);
    expect((await order(placed.id)).status).toBe('awaiting_payment');
  });

  it('marks the order paid and e-mails it once, however often the event comes', async () => {
    const placed = await place(await parcel(3));
    const paid = event(placed.id, 'payment.succeeded');
    expect(await send(paid)).toMatchObject({ status: 200, body: { duplicate: false } });
    const after = await order(placed.id);
    expect(after.status).toBe('paid');
    expect(after.payments[0]).toMatchObject({ status: 'succeeded', redirectUrl: null });
    const mails = async () =>
      (await outbox(shopper.email)).filter(
        (mail) => mail.kind === 'order_confirmation' && mail.subject.includes(placed.number),
      );
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]!.bodyText).toContain(`/account/history/${placed.id}`);
    for (let round = 0; round < 3; round += 1)
      expect(await send(paid)).toMatchObject({ status: 200, body: { duplicate: true } });
    // Another event saying the same changes nothing either: the order is already paid.
    expect((await send(event(placed.id, 'payment.succeeded'))).status).toBe(200);
    expect(await order(placed.id)).toEqual(after);
    expect(await mails()).toHaveLength(1);
  });

  it('never marks an order paid by a success for another amount, and records it (issue 30)', async () => {
    const placed = await place(await parcel(3));
    const total = charged.get(placed.id)!;
    const underpaid = event(placed.id, 'payment.succeeded', { amountCents: total - 1 });
    expect(await send(underpaid)).toMatchObject({ status: 200, body: { duplicate: false } });
    expect(await send(underpaid)).toMatchObject({ status: 200, body: { duplicate: true } });
    const overpaid = event(placed.id, 'payment.succeeded', { amountCents: total + 100 });
    expect((await send(overpaid)).status).toBe(200);
    const after = await order(placed.id);
    expect(after.status).toBe('awaiting_payment');
    expect(after.payments[0]!.status).not.toBe('succeeded');
    const recorded = await db()
      .select({ type: t.paymentEvents.type })
      .from(t.paymentEvents)
      .where(eq(t.paymentEvents.providerPaymentId, payments.paymentOf(placed.id)));
    expect(recorded.map((row) => row.type)).toEqual([AMOUNT_MISMATCH, AMOUNT_MISMATCH]);
    // The payment's own amount still pays it.
    expect((await send(event(placed.id, 'payment.succeeded'))).status).toBe(200);
    expect((await order(placed.id)).status).toBe('paid');
  });

  it('cancels on payment.failed and gives the stock back, once', async () => {
    const item = await parcel(2);
    const placed = await place(item);
    expect(await stockOf(item)).toBe(1);
    const failed = event(placed.id, 'payment.failed', { errorCode: REFUSAL_CODE });
    expect((await send(failed)).status).toBe(200);
    expect(await stockOf(item)).toBe(2);
    const after = await order(placed.id);
    expect(after.status).toBe('cancelled');
    expect(after.payments[0]).toMatchObject({ status: 'failed', error: { code: REFUSAL_CODE } });
    expect(await send(failed)).toMatchObject({ status: 200, body: { duplicate: true } });
    expect((await send(event(placed.id, 'payment.failed'))).status).toBe(200);
    expect(await stockOf(item)).toBe(2);
  });

  it('asks for a retry (404) of an event about a payment it does not know yet', async () => {
    const answer = await send({
      id: `evt_unknown_${process.pid}`,
      type: 'payment.succeeded',
      providerPaymentId: 'pay_nobody',
      errorCode: null,
      amountCents: 100,
    });
    expect(answer.status).toBe(404);
    const [recorded] = await db()
      .select()
      .from(t.paymentEvents)
      .where(eq(t.paymentEvents.eventId, `evt_unknown_${process.pid}`));
    expect(recorded).toBeUndefined();
  });

  it('gives back money that arrives after the order was cancelled', async () => {
    const item = await parcel(2);
    const placed = await place(item);
    await releaseExpiredOrders(db(), new Date(Date.now() + 31 * 60_000));
    expect((await order(placed.id)).status).toBe('cancelled');
    expect((await send(event(placed.id, 'payment.succeeded'))).status).toBe(200);
    expect((await order(placed.id)).status).toBe('cancelled');
    expect(payments.refunds.at(-1)).toMatchObject({
      providerPaymentId: payments.paymentOf(placed.id),
      amountCents: Math.round(placed.totals.total * 100),
      idempotencyKey: `order-${placed.id}-late-refund`,
    });
    expect((await send(event(placed.id, 'refund.succeeded'))).status).toBe(200);
    expect((await order(placed.id)).payments[0]!.status).toBe('refunded');
    expect(await stockOf(item)).toBe(2);
  });
});

describe('stock release of unpaid orders', () => {
  it('cancels card orders after 30 minutes and transfers after 7 days, exactly once', async () => {
    const item = await parcel(4);
    const card = await place(item);
    const transfer = await place(item, { methodId: 11 });
    expect(await stockOf(item)).toBe(2);
    const placedAt = Date.now();
    await releaseExpiredOrders(db(), new Date(placedAt + 29 * 60_000));
    expect(await stockOf(item)).toBe(2);
    await releaseExpiredOrders(db(), new Date(placedAt + 31 * 60_000));
    expect((await order(card.id)).status).toBe('cancelled');
    expect((await order(transfer.id)).status).toBe('awaiting_transfer');
    expect(await stockOf(item)).toBe(3);
    const week = new Date(placedAt + 7 * 86_400_000 + 60_000);
    await Promise.all([releaseExpiredOrders(db(), week), releaseExpiredOrders(db(), week)]);
    await releaseExpiredOrders(db(), week);
    expect((await order(transfer.id)).status).toBe('cancelled');
    expect(await stockOf(item)).toBe(4);
    const cancelled = await order(card.id);
    expect(cancelled.history.map((line) => line.status)).toEqual(['awaiting_payment', 'cancelled']);
    expect(cancelled.payments[0]!.status).toBe('failed');
  });

  it('runs on the polling worker', async () => {
    const item = await parcel(1);
    const placed = await place(item);
    await db()
      .update(t.orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(t.orders.id, placed.id));
    const log = { info: () => undefined, warn: () => undefined };
    const worker = startOrderReleaseWorker({ db: db() }, 20, log);
    try {
      for (let tries = 0; tries < 100 && (await stockOf(item)) === 0; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await worker.stop();
    }
    expect(await stockOf(item)).toBe(1);
    expect((await order(placed.id)).status).toBe('cancelled');
  });
});
