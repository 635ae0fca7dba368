import { ZAccountExport, type TAddress, type TOrder } from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { and, eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { frenchAddress } from './support/delivery';
import { newCustomer, refreshCookieOf } from './support/identity';
import { ADMIN, fromNewIp, shopperApi } from './support/shopper';

const { api, database, bearer, client } = shopperApi();
const db = () => database().db;

let relay: number;
let home: number;
let soldOut: { productId: number; productSizeId: number };
let inStock: { productId: number; productSizeId: number };
let keys = 0;

beforeAll(async () => {
  const carriers = await db().select().from(t.carriers);
  relay = carriers.find((carrier) => carrier.code === 'relay')!.id;
  home = carriers.find((carrier) => carrier.code === 'colissimo_home')!.id;
  const sizes = await db().select().from(t.productSizes).orderBy(t.productSizes.id).limit(30);
  const other = sizes.find((size) => size.productId !== sizes[0]!.productId)!;
  soldOut = { productId: sizes[0]!.productId, productSizeId: sizes[0]!.id };
  inStock = { productId: other.productId, productSizeId: other.id };
  await db()
    .update(t.productSizes)
    .set({ stock: 0 })
    .where(eq(t.productSizes.id, soldOut.productSizeId));
  await db()
    .update(t.productSizes)
    .set({ stock: 500 })
    .where(eq(t.productSizes.id, inStock.productSizeId));
});

/**
 * A customer with something of everything: an address, a wish, a stock alert, a published
 * review, the newsletter, a card the payment provider keeps, and a delivered order.
 */
async function fullCustomer() {
  const body = newCustomer({ firstName: 'Zoé', lastName: 'Weiß' });
  const signedUp = await api.post<{ token: string }>('/security/register', body, fromNewIp());
  expect(signedUp.status).toBe(201);
  const token = signedUp.body.token;
  const auth = bearer(token);
  const id = (await client().profile(token)).id;
  const address = await api.post<TAddress>(
    '/secure/account/addresses',
    frenchAddress({ firstName: 'Zoé', lastName: 'Weiß' }),
    auth,
  );
  expect(address.status).toBe(201);
  expect((await api.post('/secure/wishes', { product: inStock.productId }, auth)).status).toBe(201);
  const alert = await api.post(
    '/product-alerts',
    { ...soldOut, email: body.email, alertType: 'email' },
    { ...auth, ...fromNewIp() },
  );
  expect(alert.status).toBe(201);
  const review = await api.post<{ id: number }>(
    `/secure/products/${inStock.productId}/reviews`,
    { rating: 5, title: 'Parfait', comment: 'Très bien coupé.' },
    auth,
  );
  expect(review.status).toBe(201);
  await api.call('PATCH', `/admin/reviews/${review.body.id}`, { status: 'published' }, ADMIN);
  await api.call('PATCH', '/secure/account/profile', { newsletter: true }, auth);
  await db()
    .insert(t.sandboxCards)
    .values({
      id: `card_privacy_${id}`,
      customerRef: id,
      holder: 'Zoé Weiß',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      fingerprint: `fingerprint-${id}`,
      outcome: 'succeeded',
      saved: true,
    });
  const order = await placeOrder(token, {
    basketItems: [{ ...inStock, quantity: 1 }],
    carrierId: home,
    shippingAddressId: address.body.id,
    payment: { methodId: 11 },
    termsAccepted: true,
  });
  for (const [action, payload] of [
    ['mark-paid', {}],
    ['ship', { trackingNumber: '6A999' }],
    ['deliver', {}],
  ] as const)
    expect((await api.post(`/admin/orders/${order.id}/${action}`, payload, ADMIN)).status).toBe(
      200,
    );
  return { id, token, email: body.email, password: body.password, order, review: review.body.id };
}

async function placeOrder(token: string, body: unknown): Promise<TOrder> {
  keys += 1;
  const answer = await api.post<TOrder>('/secure/orders', body, {
    ...bearer(token),
    'Idempotency-Key': `privacy-${process.pid}-${Date.now()}-${keys}`,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const inRelay = (token: string) =>
  placeOrder(token, {
    basketItems: [{ ...inStock, quantity: 1 }],
    carrierId: relay,
    relayPointId: 'FR-00001',
    payment: { methodId: 11 },
    termsAccepted: true,
  });

describe('GET /secure/account/export', () => {
  it('downloads everything the shop keeps about the customer as a JSON file', async () => {
    const customer = await fullCustomer();
    const stranger = await fullCustomer();
    const file = await client().exportAccount(customer.token);
    expect(file.fileName).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file.contentType).toMatch(/^application\/json/);
    const data = ZAccountExport.parse(JSON.parse(await file.blob.text()));
    expect(data.profile).toMatchObject({
      id: customer.id,
      email: customer.email,
      firstName: 'Zoé',
      lastName: 'Weiß',
      newsletter: true,
    });
    expect(data.addresses).toEqual([expect.objectContaining({ lastName: 'Weiß', city: 'Paris' })]);
    expect(data.orders).toEqual([
      expect.objectContaining({ number: customer.order.number, status: 'delivered' }),
    ]);
    expect(data.wishes).toEqual([expect.objectContaining({ product: inStock.productId })]);
    expect(data.productAlerts).toEqual([
      expect.objectContaining({ productSizeId: soldOut.productSizeId, email: customer.email }),
    ]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ id: customer.review, status: 'published', title: 'Parfait' }),
    ]);
    expect(data.vouchers).toEqual([]);
    expect(data.consents).toMatchObject({
      newsletter: { subscribed: true },
      termsOfSale: [{ order: customer.order.number }],
    });
    // Nothing of anybody else.
    const text = JSON.stringify(data);
    expect(text).not.toContain(stranger.email);
    expect(text).not.toContain(stranger.order.number);
  });

  it('is named in the language asked, and needs a token', async () => {
    const { token } = await fullCustomer();
    expect((await client('es').exportAccount(token)).fileName).toMatch(/^mis-datos-/);
    expect((await api.get('/secure/account/export')).status).toBe(401);
  });
});

describe('POST /secure/account/delete', () => {
  it('asks for the right password, and waits for the orders in progress', async () => {
    const customer = await fullCustomer();
    const remove = (body: unknown) =>
      api.post<{ message: string; field?: string }>('/secure/account/delete', body, {
        ...bearer(customer.token),
        ...fromNewIp(),
      });
    expect((await remove({})).body.field).toBe('password');
    const wrong = await remove({ password: 'pas-le-bon-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      field: 'password',
      message: messages.fr.account.changes.passwordWrong,
    });
    const running = await inRelay(customer.token);
    const waiting = await remove({ password: customer.password });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe(messages.fr.account.changes.ordersInProgress);
    expect((await client().profile(customer.token)).email).toBe(customer.email);
    await api.post(`/admin/orders/${running.id}/cancel`, {}, ADMIN);
    expect((await remove({ password: customer.password })).status).toBe(204);
    expect((await api.post('/secure/account/delete', { password: 'x' })).status).toBe(401);
  });

  it('erases the personal data, keeps the orders for the accounts, ends every session', async () => {
    const customer = await fullCustomer();
    const other = await fullCustomer();
    const login = (email: string, password: string) =>
      api.post('/security/login', { _username: email, _password: password }, fromNewIp());
    const second = await login(customer.email, customer.password);
    expect(second.status).toBe(200);
    const deleted = await api.post(
      '/secure/account/delete',
      { password: customer.password },
      { ...bearer(customer.token), 'Accept-Language': 'de' },
    );
    expect(deleted.status).toBe(204);

    // Every session is over; the password and the e-mail open nothing.
    expect((await api.get('/secure/account/profile/v2', bearer(customer.token))).status).toBe(401);
    const { token: secondToken } = second.body as { token: string };
    const refresh_token = refreshCookieOf(second);
    expect(refresh_token).toBeTruthy();
    expect((await api.get('/secure/account/profile/v2', bearer(secondToken))).status).toBe(401);
    expect((await api.post('/security/refresh', { refresh_token })).status).toBe(401);
    expect((await login(customer.email, customer.password)).status).toBe(401);

    const { db: d } = database();
    expect(
      await d
        .select()
        .from(t.customerAddresses)
        .where(eq(t.customerAddresses.customerId, customer.id)),
    ).toEqual([]);
    expect(await d.select().from(t.wishes).where(eq(t.wishes.customerId, customer.id))).toEqual([]);
    expect(
      await d
        .select()
        .from(t.productAlerts)
        .where(
          or(
            eq(t.productAlerts.customerId, customer.id),
            eq(t.productAlerts.email, customer.email),
          ),
        ),
    ).toEqual([]);
    expect(
      await d
        .select()
        .from(t.newsletterSubscriptions)
        .where(eq(t.newsletterSubscriptions.email, customer.email)),
    ).toEqual([]);
    expect(
      await d.select().from(t.authSessions).where(eq(t.authSessions.customerId, customer.id)),
    ).toEqual([]);
    // The provider forgot the saved card.
    const [card] = await d
      .select()
      .from(t.sandboxCards)
      .where(eq(t.sandboxCards.customerRef, customer.id));
    expect(card!.saved).toBe(false);

    // The account row is an empty shell; nothing in it names the customer.
    const [row] = await d.select().from(t.customers).where(eq(t.customers.id, customer.id));
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      phone: null,
      birthday: null,
      passwordHash: null,
      newsletter: false,
    });
    expect(row!.email).not.toContain('@');
    // The order stays with its number, amounts and lines; the phone is gone from its address.
    const [order] = await d.select().from(t.orders).where(eq(t.orders.id, customer.order.id));
    expect(order).toMatchObject({
      number: customer.order.number,
      totalCents: Math.round(customer.order.totals.total * 100),
    });
    expect(order!.shippingAddress).toMatchObject({
      phoneNumber: null,
      lastName: 'Weiß',
      city: 'Paris',
    });
    expect(
      await d.select().from(t.orderLines).where(eq(t.orderLines.orderId, order!.id)),
    ).toHaveLength(1);
    // The review stays published, without the name.
    const reviews = await api.get<{ reviews: { id: number; author: string }[] }>(
      `/products/${inStock.productId}/reviews`,
    );
    const review = reviews.body.reviews.find((one) => one.id === customer.review);
    expect(review).toBeDefined();
    expect(review!.author).not.toContain('Zo');

    // The confirmation goes to the address the account had, in the language asked.
    const [mail] = await d
      .select()
      .from(t.emailOutbox)
      .where(
        and(eq(t.emailOutbox.toAddress, customer.email), eq(t.emailOutbox.kind, 'account_closed')),
      );
    expect(mail).toMatchObject({
      locale: 'de',
      subject: messages.de.account.email.accountClosed.subject,
    });
    // Someone else's account is untouched, and the e-mail can open a new account.
    expect((await client().profile(other.token)).email).toBe(other.email);
    expect(
      (
        await api.post(
          '/security/register',
          { ...newCustomer(), email: customer.email },
          fromNewIp(),
        )
      ).status,
    ).toBe(201);
  });
});
