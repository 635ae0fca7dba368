import { ZApiErrorBody, ZProductAlert, type TProductAlert } from '@shop/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { dispatchProductAlerts } from '../src/services/shopper/dispatch-alerts';
import { storesFor } from '../src/app';
import { ADMIN, fromNewIp, shopperApi } from './support/shopper';
import { testEnv } from './support/server';

const { api, database, bearer, signUp, client } = shopperApi();
const stores = storesFor(testEnv());

let soldOut: { productId: number; sizeId: number };
let inStock: { productId: number; sizeId: number };
let counter = 0;
const email = () => `alert.${process.pid}.${++counter}@example.fr`;

beforeAll(async () => {
  const { db } = database();
  const sizes = await db.select().from(t.productSizes).orderBy(t.productSizes.id).limit(20);
  const other = sizes.find((size) => size.productId !== sizes[0]!.productId)!;
  soldOut = { productId: sizes[0]!.productId, sizeId: sizes[0]!.id };
  inStock = { productId: other.productId, sizeId: other.id };
  await db.update(t.productSizes).set({ stock: 0 }).where(eq(t.productSizes.id, soldOut.sizeId));
  await db.update(t.productSizes).set({ stock: 4 }).where(eq(t.productSizes.id, inStock.sizeId));
});

const subscribe = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.post<TProductAlert>('/product-alerts', body, { ...fromNewIp(), ...headers });
const alertBody = (address = email()) => ({
  productId: soldOut.productId,
  productSizeId: soldOut.sizeId,
  email: address,
  alertType: 'email',
});
const setStock = (productId: number, sizeId: number, stock: number) =>
  api.call('PATCH', `/admin/products/${productId}/sizes/${sizeId}`, { stock }, ADMIN);
const outbox = async (to: string) =>
  (
    await api.get<{ emails: { subject: string; text: string; kind: string }[] }>(
      `/dev/outbox?to=${encodeURIComponent(to)}`,
    )
  ).body.emails;

describe('POST /product-alerts', () => {
  it('subscribes an e-mail to a sold-out size, null fields left out', async () => {
    const address = email();
    const answer = await subscribe({ ...alertBody(` ${address.toUpperCase()} `) });
    expect(answer.status).toBe(201);
    expect(ZProductAlert.parse(answer.body)).toMatchObject({
      productSizeId: soldOut.sizeId,
      email: address,
      customerId: null,
      deviceTokenSalesforce: null,
      sentAt: null,
    });
  });

  it('says the e-mail is already subscribed to that size', async () => {
    const body = alertBody();
    expect((await subscribe(body)).status).toBe(201);
    const again = await subscribe({ ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(ZApiErrorBody.parse(again.body).message).toBe(
      'Vous êtes déjà inscrit à cette alerte mail',
    );
  });

  it('refuses a size in stock, an unknown size and another customer id', async () => {
    const inStockAnswer = await subscribe({
      ...alertBody(),
      productId: inStock.productId,
      productSizeId: inStock.sizeId,
    });
    expect(inStockAnswer.status).toBe(409);
    const unknown = await subscribe({ ...alertBody(), productSizeId: inStock.sizeId });
    expect(unknown.status).toBe(404);
    const { token } = await signUp();
    const other = await subscribe({ ...alertBody(), customerId: 1_000_000 }, bearer(token));
    expect(other.status).toBe(403);
    expect((await subscribe({ ...alertBody(), customerId: 5 })).status).toBe(403);
  });

  it('names the wrong field of a bad body', async () => {
    for (const [body, field] of [
      [{ ...alertBody(), email: 'nope' }, 'email'],
      [{ ...alertBody(), productSizeId: 'x' }, 'productSizeId'],
      [{ ...alertBody(), alertType: 'E MAIL' }, 'alertType'],
    ] as const) {
      const answer = await subscribe(body);
      expect(answer.status).toBe(400);
      expect(ZApiErrorBody.parse(answer.body).field).toBe(field);
    }
  });

  it('limits a client to 5 subscriptions per 5 minutes', async () => {
    const ip = fromNewIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await subscribe(alertBody(), ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("a customer's alerts", () => {
  it("lists and deletes only the signed-in customer's own alerts", async () => {
    const mine = await signUp();
    const theirs = await signUp();
    const created = await client().createProductAlert(
      { ...alertBody(mine.email), customerId: null, deviceTokenSalesforce: null },
      mine.token,
    );
    expect(created.customerId).not.toBeNull();
    const listed = await client().productAlerts(mine.token);
    expect(listed.map((alert) => alert.id)).toEqual([created.id]);
    expect(await client().productAlerts(theirs.token)).toEqual([]);
    expect((await api.get('/product-alerts')).status).toBe(401);
    const foreign = await api.call(
      'DELETE',
      `/product-alerts/${created.id}`,
      undefined,
      bearer(theirs.token),
    );
    // Someone else's alert is a 404 like one that does not exist, and stays.
    expect(foreign.status).toBe(404);
    expect((await client().productAlerts(mine.token)).map((alert) => alert.id)).toEqual([
      created.id,
    ]);
    await client().deleteProductAlert(mine.token, created.id);
    const gone = await api.call(
      'DELETE',
      `/product-alerts/${created.id}`,
      undefined,
      bearer(mine.token),
    );
    expect(gone.status).toBe(404);
  });
});

describe('back in stock', () => {
  it('writes one e-mail per waiting alert when the stock leaves 0, and marks it sent', async () => {
    const { db } = database();
    const [size] = await db
      .select()
      .from(t.productSizes)
      .orderBy(t.productSizes.id)
      .offset(5)
      .limit(1);
    await db.update(t.productSizes).set({ stock: 0 }).where(eq(t.productSizes.id, size!.id));
    const address = email();
    const body = { productId: size!.productId, productSizeId: size!.id, email: address };
    expect((await subscribe(body, { 'Accept-Language': 'en' })).status).toBe(201);
    expect(await dispatchProductAlerts(db, stores)).toBe(0);

    expect((await setStock(size!.productId, size!.id, 3)).status).toBe(200);
    // Two workers at once: the alert is sent once.
    const sent = await Promise.all([
      dispatchProductAlerts(db, stores),
      dispatchProductAlerts(db, stores),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const emails = await outbox(address);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: 'product_alert' });
    expect(emails[0]!.subject).toMatch(/^Back in stock: /);
    expect(emails[0]!.text).toContain('/en/p/');
    const [row] = await db
      .select()
      .from(t.productAlerts)
      .where(and(eq(t.productAlerts.email, address), eq(t.productAlerts.productSizeId, size!.id)));
    expect(row!.sentAt).not.toBeNull();

    // Sold out and back again: the alert was used, nothing more is sent.
    await setStock(size!.productId, size!.id, 0);
    await setStock(size!.productId, size!.id, 2);
    expect(await dispatchProductAlerts(db, stores)).toBe(0);
    expect(await outbox(address)).toHaveLength(1);
    // Sent, the e-mail may subscribe again.
    await setStock(size!.productId, size!.id, 0);
    expect((await subscribe(body)).status).toBe(201);
  });

  it('waits while a stamped size is sold out again before the worker runs', async () => {
    const { db } = database();
    const [size] = await db
      .select()
      .from(t.productSizes)
      .orderBy(t.productSizes.id)
      .offset(6)
      .limit(1);
    await db.update(t.productSizes).set({ stock: 0 }).where(eq(t.productSizes.id, size!.id));
    const address = email();
    await subscribe({ productId: size!.productId, productSizeId: size!.id, email: address });
    await db.update(t.productSizes).set({ stock: 1 }).where(eq(t.productSizes.id, size!.id));
    await db.update(t.productSizes).set({ stock: 0 }).where(eq(t.productSizes.id, size!.id));
    expect(await dispatchProductAlerts(db, stores)).toBe(0);
    await db.update(t.productSizes).set({ stock: 5 }).where(eq(t.productSizes.id, size!.id));
    expect(await dispatchProductAlerts(db, stores)).toBe(1);
    expect(await outbox(address)).toHaveLength(1);
  });
});
