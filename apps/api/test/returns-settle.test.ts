import type { TReturnOrder, TVouchers } from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { storesFor } from '../src/app';
import { expireReturns } from '../src/services/returns/expire-returns';
import { ADMIN } from './support/orders';
import { readPdf } from './support/pdf-text';
import { testEnv } from './support/server';
import { returnApi } from './support/returns';

const {
  api,
  client,
  customers,
  parcel,
  stockOf,
  deliveredOrder,
  orderReturns,
  request,
  patch,
  auth,
  outbox,
  payments,
  db,
} = returnApi();

let shopper: { id: number; email: string; token: string };
beforeAll(async () => {
  shopper = (await customers(1))[0]!;
});

/** A waiting return of one unit (25 € each) of a new delivered order, its drop-off chosen. */
async function waitingReturn(refundType: 1 | 2, stock = 5, reason = 1) {
  const item = await parcel(stock);
  const order = await deliveredOrder(shopper.token, item, 2);
  const line = (await orderReturns(shopper.token, order.id)).body.lines[0]!;
  const made = await request(shopper.token, {
    orderId: order.id,
    returnOrderRefundTypeId: refundType,
    products: [{ orderProduct: line.id, quantity: 1, reason }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { item, order, made: made.body };
}

const receive = (id: number, action = 'receive') =>
  api.post<TReturnOrder & { message: string }>(`/admin/return-orders/${id}/${action}`, {}, ADMIN);

describe('drop-off and coupon', () => {
  it('prints the coupon once a relay point is chosen, and e-mails it', async () => {
    const { made } = await waitingReturn(1);
    const path = `/secure/return-orders/${made.id}`;
    expect((await api.get(`${path}/return-coupon`, auth(shopper.token))).status).toBe(409);
    const near = await api.get<{ relayPoints: { id: string }[] }>(
      `${path}/relay-points`,
      auth(shopper.token),
    );
    expect(near.status).toBe(200);
    const pointId = near.body.relayPoints[0]!.id;
    const chosen = await patch(shopper.token, `${path}/drop-off`, {
      mode: 'relay',
      relayPointId: pointId,
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body).toMatchObject({
      couponAvailable: true,
      dropOff: { mode: 'relay', relayPoint: { id: pointId } },
    });
    const coupon = await client().returnCoupon(shopper.token, made.id);
    expect(coupon.contentType).toBe('application/pdf');
    expect(coupon.fileName).toBe(`bon-de-retour-${made.number}.pdf`);
    const pdf = await readPdf(new Uint8Array(await coupon.blob.arrayBuffer()));
    expect(pdf.pages.join(' ')).toContain(messages.fr.returns.coupon.title);
    expect(pdf.pages.join(' ')).toContain(made.number);
    const mails = (await outbox(shopper.email)).filter((mail) => mail.kind === 'return_requested');
    expect(mails.at(-1)?.subject).toBe(
      messages.fr.returns.email.requested.subject.replace('{{number}}', made.number),
    );
    expect(mails.at(-1)?.bodyText).toContain(made.number);
    // The order went to a relay point: collection needs an address of the book.
    const noAddress = await patch(shopper.token, `${path}/drop-off`, { mode: 'home' });
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.message).toBe(messages.fr.returns.errors.noAddress);
    await db().insert(t.customerAddresses).values({
      customerId: shopper.id,
      street: '3 rue des Lilas',
      zipCode: '75011',
      city: 'Paris',
      countryIsoCode2: 'FR',
      isDefault: true,
    });
    const home = await patch(shopper.token, `${path}/drop-off`, { mode: 'home' });
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    expect(home.body.dropOff).toMatchObject({
      mode: 'home',
      relayPoint: null,
      address: { street: '3 rue des Lilas' },
    });
  });
});

describe('the return fee', () => {
  it('is one rule on the request, the coupon and the e-mail: none when the shop carries the parcel', async () => {
    const fee = messages.fr.returns.coupon.fee.split('{{')[0]!;
    const cases = [
      // Too small: the shopper's choice, refunded less 5,99 €.
      { reason: 1, totals: { fee: 5.99, refund: 19.01 }, coupon: fee, email: 'refundPromise' },
      // Defective: « Transport offert », so no fee kept either.
      {
        reason: 5,
        totals: { fee: 0, refund: 25 },
        coupon: messages.fr.returns.coupon.freeLabel,
        email: 'refundPromiseFree',
      },
    ] as const;
    for (const expected of cases) {
      const { made } = await waitingReturn(2, 5, expected.reason);
      expect(made.totals, `reason ${expected.reason}`).toMatchObject(expected.totals);
      const path = `/secure/return-orders/${made.id}`;
      const near = await api.get<{ relayPoints: { id: string }[] }>(
        `${path}/relay-points`,
        auth(shopper.token),
      );
      const relayPointId = near.body.relayPoints[0]!.id;
      expect(
        (await patch(shopper.token, `${path}/drop-off`, { mode: 'relay', relayPointId })).status,
      ).toBe(200);
      const coupon = await client().returnCoupon(shopper.token, made.id);
      const text = (await readPdf(new Uint8Array(await coupon.blob.arrayBuffer()))).pages.join(' ');
      expect(text).toContain(expected.coupon);
      const other = expected.reason === 1 ? messages.fr.returns.coupon.freeLabel : fee;
      expect(text).not.toContain(other);
      const mail = (await outbox(shopper.email))
        .filter((m) => m.kind === 'return_requested')
        .at(-1);
      const promise = messages.fr.returns.email[expected.email].split('{{')[0]!;
      expect(mail?.bodyText).toContain(promise);
    }
  });
});

describe('the back office receives a return', () => {
  it('issues a credit valid one year, without fee, and puts the stock back', async () => {
    const { item, made } = await waitingReturn(1);
    const stock = await stockOf(item);
    const done = await receive(made.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 'done', totals: { goods: 25, fee: 0, refund: 25 } });
    expect(await stockOf(item)).toBe(stock + 1);
    const { vouchers } = (await api.get<TVouchers>('/secure/account/vouchers', auth(shopper.token)))
      .body;
    const credit = vouchers.find((voucher) => voucher.origin === 'return' && voucher.amount === 25);
    expect(credit).toBeDefined();
    const year = new Date(credit!.expiresAt).getTime() - Date.now();
    expect(year).toBeGreaterThan(364 * 86_400_000);
    expect(year).toBeLessThan(367 * 86_400_000);
    expect((await outbox(shopper.email)).at(-1)?.kind).toBe('return_done');
    expect((await receive(made.id)).status).toBe(409);
    expect(await stockOf(item)).toBe(stock + 1);
  });

  it('refunds the payment method less 5,99 € through the provider, once', async () => {
    const { made } = await waitingReturn(2);
    const done = await receive(made.id);
    expect(done.body).toMatchObject({
      status: 'done',
      totals: { goods: 25, fee: 5.99, refund: 19.01 },
    });
    const refunds = payments.refunds.filter(
      (refund) => refund.idempotencyKey === `return-${made.id}-refund`,
    );
    expect(refunds).toEqual([expect.objectContaining({ amountCents: 1901 })]);
  });

  it('refuses a parcel: nothing goes back, the shopper is told', async () => {
    const { item, made } = await waitingReturn(1);
    const stock = await stockOf(item);
    expect((await receive(made.id, 'refuse')).body.status).toBe('refused');
    expect(await stockOf(item)).toBe(stock);
    expect((await outbox(shopper.email)).at(-1)?.kind).toBe('return_refused');
    expect((await receive(made.id)).status).toBe(409);
  });

  it('needs the admin token', async () => {
    expect((await api.post('/admin/return-orders/1/receive', {})).status).toBe(401);
    expect((await api.get('/admin/return-orders?status=done', ADMIN)).status).toBe(200);
  });
});

describe('cancellation and expiry', () => {
  it('lets the shopper cancel while the return waits, which frees its quantities', async () => {
    const { order, made } = await waitingReturn(1);
    const before = (await orderReturns(shopper.token, order.id)).body.lines[0]!.returnable;
    const cancelled = await patch(shopper.token, `/secure/return-orders/${made.id}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await orderReturns(shopper.token, order.id)).body.lines[0]!.returnable).toBe(
      before + 1,
    );
    expect((await outbox(shopper.email)).at(-1)?.kind).toBe('return_cancelled');
    expect((await patch(shopper.token, `/secure/return-orders/${made.id}/cancel`)).status).toBe(
      409,
    );
  });

  it('expires returns past their deadline, with their e-mail', async () => {
    const { made } = await waitingReturn(1);
    const { made: fresh } = await waitingReturn(1);
    await db()
      .update(t.returnOrders)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(t.returnOrders.id, made.id));
    const stores = storesFor(testEnv());
    expect(await expireReturns(db(), stores, new Date(), 50)).toBeGreaterThanOrEqual(1);
    expect(
      (await api.get<TReturnOrder>(`/secure/return-orders/${made.id}`, auth(shopper.token))).body
        .status,
    ).toBe('expired');
    expect((await outbox(shopper.email)).at(-1)).toMatchObject({ kind: 'return_expired' });
    expect(
      (await api.get<TReturnOrder>(`/secure/return-orders/${fresh.id}`, auth(shopper.token))).body
        .status,
    ).toBe('waitClient');
  });
});
