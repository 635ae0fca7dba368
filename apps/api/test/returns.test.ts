import type { TReturnReason } from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { newKey, type Parcel } from './support/orders';
import { returnApi } from './support/returns';

const {
  api,
  customers,
  parcel,
  deliveredOrder,
  orderReturns,
  request,
  auth,
  db,
  placeOrder,
  carrierId,
} = returnApi();

let owner: { id: number; token: string };
let stranger: { id: number; token: string };
let relay: number;
beforeAll(async () => {
  [owner, stranger] = (await customers(2)) as unknown as [typeof owner, typeof stranger];
  relay = await carrierId('relay');
});

const orderBody = (item: Parcel) => ({
  basketItems: [{ ...item, quantity: 1 }],
  carrierId: relay,
  relayPointId: 'FR-00001',
  payment: { methodId: 11 },
  termsAccepted: true,
});

const lineOf = async (token: string, orderId: number) =>
  (await orderReturns(token, orderId)).body.lines[0]!;

describe('return reasons', () => {
  it('are named in the shopper’s language, with the comment rule', async () => {
    const answer = await api.get<TReturnReason[]>('/return-orders-reasons', {
      'Accept-Language': 'de',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.map((reason) => reason.name)).toContain(
      messages.de.returns.reasons.defective,
    );
    expect(answer.body.find((reason) => reason.id === 5)).toMatchObject({
      commentRequired: true,
      transportLabelFree: true,
    });
    expect(answer.body.every((reason) => reason.commentRequired)).toBe(true);
  });
});

describe('return requests', () => {
  it('are another customer’s 404, whatever the call', async () => {
    const order = await deliveredOrder(owner.token, await parcel(5));
    const line = await lineOf(owner.token, order.id);
    const made = await request(owner.token, {
      orderId: order.id,
      products: [{ orderProduct: line.id, quantity: 1, reason: 1 }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await orderReturns(stranger.token, order.id)).status).toBe(404);
    const theirs = `/secure/return-orders/${made.body.id}`;
    expect((await api.get(theirs, auth(stranger.token))).status).toBe(404);
    expect((await api.get(`${theirs}/return-coupon`, auth(stranger.token))).status).toBe(404);
    expect((await api.get(`${theirs}/relay-points`, auth(stranger.token))).status).toBe(404);
    expect((await api.call('PATCH', `${theirs}/cancel`, {}, auth(stranger.token))).status).toBe(
      404,
    );
    const forOrder = await request(stranger.token, {
      orderId: order.id,
      products: [{ orderProduct: line.id, quantity: 1, reason: 1 }],
    });
    expect(forOrder.status).toBe(404);
    expect((await api.get(theirs, auth(owner.token))).status).toBe(200);
  });

  it('submitted twice with one Idempotency-Key make one return, answered alike', async () => {
    const order = await deliveredOrder(owner.token, await parcel(5));
    const line = await lineOf(owner.token, order.id);
    const body = {
      orderId: order.id,
      products: [{ orderProduct: line.id, quantity: 1, reason: 2 }],
    };
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => request(owner.token, body, key)),
    );
    // The first to reserve the key makes the return; the others wait for it (409) or get its
    // answer again.
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const made = answers.filter((answer) => answer.status === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made.map((answer) => answer.body.id)).size).toBe(1);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(answer.body.message).toBe(messages.fr.returns.errors.inFlight);
    const again = await request(owner.token, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(made[0]!.body);
    expect((await orderReturns(owner.token, order.id)).body.returnOrders).toHaveLength(1);
  });

  it('refuse an Idempotency-Key used with another body (422), never replaying it', async () => {
    const order = await deliveredOrder(owner.token, await parcel(5), 2);
    const line = await lineOf(owner.token, order.id);
    const one = (reason: number) => ({
      orderId: order.id,
      products: [{ orderProduct: line.id, quantity: 1, reason }],
    });
    const key = newKey();
    expect((await request(owner.token, one(1), key)).status).toBe(201);
    const other = await request(owner.token, one(2), key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      message: messages.fr.returns.errors.keyReused,
      field: 'Idempotency-Key',
    });
    expect((await orderReturns(owner.token, order.id)).body.returnOrders).toHaveLength(1);
    // A key that placed an order is that request's: a return with it is another body.
    const orderKey = newKey();
    const placed = await placeOrder(owner.token, orderBody(await parcel(5)), orderKey);
    expect(placed.status).toBe(201);
    expect((await request(owner.token, one(2), orderKey)).status).toBe(422);
    // A refusal made nothing and is not kept: corrected, the same key goes through.
    const retriedKey = newKey();
    const tooMany = {
      orderId: order.id,
      products: [{ orderProduct: line.id, quantity: 2, reason: 1 }],
    };
    expect((await request(owner.token, tooMany, retriedKey)).status).toBe(422);
    expect((await request(owner.token, one(2), retriedKey)).status).toBe(201);
  });

  it('never hold more than was bought, even asked at the same time', async () => {
    const order = await deliveredOrder(owner.token, await parcel(5), 2);
    const line = await lineOf(owner.token, order.id);
    const body = {
      orderId: order.id,
      products: [{ orderProduct: line.id, quantity: 2, reason: 1 }],
    };
    const answers = await Promise.all([
      request(owner.token, body),
      request(owner.token, body),
      request(owner.token, body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
    const after = (await orderReturns(owner.token, order.id)).body;
    expect(after.lines[0]!.returnable).toBe(0);
    expect(after.canReturn).toBe(false);
  });

  it('allow several returns per order while quantities remain', async () => {
    const order = await deliveredOrder(owner.token, await parcel(5), 2);
    const line = await lineOf(owner.token, order.id);
    const one = {
      orderId: order.id,
      products: [{ orderProduct: line.id, quantity: 1, reason: 1 }],
    };
    expect((await request(owner.token, one)).status).toBe(201);
    expect((await request(owner.token, one)).status).toBe(201);
    const third = await request(owner.token, one, undefined, { 'Accept-Language': 'en' });
    expect(third.status).toBe(422);
    expect(third.body.errors).toEqual({ 'products.0': messages.en.returns.errors.quantity });
  });

  it('ask a comment of 10 characters whatever the reason (section 5), and the conditions', async () => {
    const order = await deliveredOrder(owner.token, await parcel(5));
    const line = await lineOf(owner.token, order.id);
    for (const reason of [1, 2, 3]) {
      const bare = await request(owner.token, {
        orderId: order.id,
        products: [{ orderProduct: line.id, quantity: 1, reason, comment: null }],
      });
      expect(bare.status, `reason ${reason}`).toBe(422);
      expect(bare.body.errors).toEqual({ 'products.0': 'Veuiller saisir au moins 10 caractères' });
    }
    const short = await request(owner.token, {
      orderId: order.id,
      products: [{ orderProduct: line.id, quantity: 1, reason: 5, comment: 'abîmé' }],
    });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ 'products.0': 'Veuiller saisir au moins 10 caractères' });
    const unaccepted = await request(owner.token, {
      orderId: order.id,
      conditionsAccepted: false,
      products: [{ orderProduct: line.id, quantity: 1, reason: 1 }],
    });
    expect(unaccepted.status).toBe(400);
    const explained = await request(owner.token, {
      orderId: order.id,
      products: [
        {
          orderProduct: line.id,
          quantity: 1,
          reason: 5,
          comment: 'La couture du col est décousue',
        },
      ],
    });
    expect(explained.status).toBe(201);
    expect(explained.body.products[0]).toMatchObject({
      comment: 'La couture du col est décousue',
      reason: { id: 5 },
    });
  });

  it('close 14 days after delivery, and before it', async () => {
    const order = await deliveredOrder(owner.token, await parcel(5));
    const line = await lineOf(owner.token, order.id);
    const fifteenDaysAgo = new Date(Date.now() - 15 * 86_400_000);
    await db()
      .update(t.orderStatusHistory)
      .set({ at: fifteenDaysAgo })
      .where(eq(t.orderStatusHistory.orderId, order.id));
    const late = await request(owner.token, {
      orderId: order.id,
      products: [{ orderProduct: line.id, quantity: 1, reason: 1 }],
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(
      messages.fr.returns.errors.windowClosed.replace('{{days}}', '14'),
    );
    expect((await orderReturns(owner.token, order.id)).body.canReturn).toBe(false);
  });
});
