import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZProductPage, type TOrder } from '@shop/api-client/schemas';
import { LOCAL_REVALIDATE_SECRET, STOREFRONT_REVALIDATE_PATH } from '@shop/domain/cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseExpiredOrders } from '../src/services/orders/release-expired';
import { ADMIN, orderApi, type Parcel } from './support/orders';

// Issue 30, item 6: GET /products/{id} kept a sold-out size's old stock for the products
// lifetime (2700 s). Every stock move now reaches the product caches and the storefront.

/** A stand-in storefront: the scopes posted to its /revalidate.json, in order. */
const posted: string[][] = [];
const storefront: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const allowed =
      request.url === STOREFRONT_REVALIDATE_PATH &&
      request.headers.authorization === `Bearer ${LOCAL_REVALIDATE_SECRET}`;
    if (allowed) posted.push((JSON.parse(body) as { scopes: string[] }).scopes);
    response.writeHead(allowed ? 200 : 401, { 'content-type': 'application/json' }).end('{}');
  });
});
// Listening before orderApi's beforeAll reads STOREFRONT_URL (its env is built when the app starts).
const port = await new Promise<number>((resolve) =>
  storefront.listen(0, '127.0.0.1', () => resolve((storefront.address() as AddressInfo).port)),
);
afterAll(() => new Promise<void>((resolve) => storefront.close(() => resolve())));

const { api, db, customers, parcel, carrierId, placeOrder } = orderApi({
  STOREFRONT_URL: `http://127.0.0.1:${port}`,
});

let relay: number;
beforeAll(async () => {
  relay = await carrierId('relay');
});

/** The size's stock as GET /products/{id} answers it (from the API's cache when it has it). */
async function shownStock(item: Parcel): Promise<number | undefined> {
  const answer = await api.get(`/products/${item.productId}`, { 'X-Store': 'fr' });
  const page = ZProductPage.parse(answer.body);
  return page.product.sizes.find((size) => size.id === item.productSizeId)?.quantity;
}

/** Asks until `read` gives `expected`, for at most five seconds (the promise). */
async function within5s<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const deadline = Date.now() + 5000;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

async function sellOne(item: Parcel): Promise<TOrder> {
  const [shopper] = await customers(1, 'Stock');
  const answer = await placeOrder<TOrder>(shopper!.token, {
    basketItems: [{ ...item, quantity: 1 }],
    carrierId: relay,
    relayPointId: 'FR-00001',
    payment: { methodId: 12 },
    termsAccepted: true,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('stock on GET /products/{id} follows orders, cancellations and releases', () => {
  it('shows the last unit sold, and tells the storefront', async () => {
    const item = await parcel(1);
    // Read twice: the second answer comes from the cache.
    expect(await shownStock(item)).toBe(1);
    expect(await shownStock(item)).toBe(1);
    const before = posted.length;
    await sellOne(item);
    expect(await within5s(() => shownStock(item), 0)).toBe(0);
    expect(await within5s(async () => posted.slice(before).flat().includes('products'), true)).toBe(
      true,
    );
  });

  it('gives the unit back on the product page when the back office cancels the order', async () => {
    const item = await parcel(1);
    expect(await shownStock(item)).toBe(1);
    const order = await sellOne(item);
    expect(await within5s(() => shownStock(item), 0)).toBe(0);
    const cancelled = await api.post(`/admin/orders/${order.id}/cancel`, {}, ADMIN);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await within5s(() => shownStock(item), 1)).toBe(1);
  });

  it('gives the unit back when an unpaid order is released', async () => {
    const item = await parcel(1);
    await sellOne(item);
    expect(await within5s(() => shownStock(item), 0)).toBe(0);
    await releaseExpiredOrders(db(), new Date(Date.now() + 31 * 60_000));
    expect(await within5s(() => shownStock(item), 1)).toBe(1);
  });
});
