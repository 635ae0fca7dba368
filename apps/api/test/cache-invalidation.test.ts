import { ZInit, ZProductPage, ADMIN_TOKEN_HEADER } from '@shop/api-client/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { seedDatabase } from '../src/seed/run';
import { takeStock } from '../src/services/orders/stock';
import { openFreshDatabase, suiteName } from './support/databases';
import { http } from './support/http';
import { TEST_SEED } from './support/provided';
import { startServer, type TestServer } from './support/server';

const ADMIN = { [ADMIN_TOKEN_HEADER]: 'local-admin-token' };
const FR = { 'X-Store': 'fr' };

/** Asks until `read` gives what `expected` accepts, for at most five seconds. */
async function eventually<T>(read: () => Promise<T>, expected: (value: T) => boolean) {
  const deadline = Date.now() + 5000;
  let value = await read();
  while (!expected(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

// PostgreSQL only: two API instances on one database (PGlite lives inside one process).
describe.runIf(suiteName() === 'postgres')('caches of several API instances', () => {
  let database: Database;
  let writer: TestServer;
  let reader: TestServer;
  beforeAll(async () => {
    database = await openFreshDatabase();
    await seedDatabase(database.db, { products: 6, seed: TEST_SEED });
    writer = await startServer(database);
    reader = await startServer(database);
  });
  afterAll(async () => {
    await writer?.close();
    await reader?.close();
    await database?.close();
  });

  it('forget a product the back office changed through another instance', async () => {
    const readerApi = http(reader);
    const price = async () =>
      ZProductPage.parse((await readerApi.get('/products/4', FR)).body).product.prices.fr?.price;
    const before = await price();
    expect(await price()).toBe(before);

    const patched = await http(writer).call(
      'PATCH',
      '/admin/products/4',
      { prices: { fr: { price: 3.5, originalPrice: 70 } } },
      ADMIN,
    );
    expect(patched.status).toBe(200);
    expect(await eventually(price, (value) => value === 3.5)).toBe(3.5);
  });

  it('forget the settings another instance changed', async () => {
    const readerApi = http(reader);
    const amount = async () =>
      ZInit.parse((await readerApi.get('/init', FR)).body).freeShippingAmount.freeShipping;
    expect(await amount()).toBe(99);

    const patched = await http(writer).call(
      'PATCH',
      '/admin/settings',
      { freeShippingAmount: 149 },
      ADMIN,
    );
    expect(patched.status).toBe(200);
    expect(await eventually(amount, (value) => value === 149)).toBe(149);
  });

  it('forget a product whose stock an order moved, in every instance', async () => {
    const quantity = async (server: TestServer) =>
      ZProductPage.parse((await http(server).get('/products/3', FR)).body).product.sizes[0]!;
    const size = await quantity(reader);
    await quantity(writer);
    // What an order does in its transaction (orders/stock.ts), whichever instance runs it.
    await database.db.transaction((tx) =>
      takeStock(tx, [{ productId: 3, productSizeId: size.id, quantity: 1 }]),
    );
    const left = size.quantity - 1;
    for (const server of [reader, writer])
      expect(
        await eventually(
          async () => (await quantity(server)).quantity,
          (n) => n === left,
        ),
      ).toBe(left);
  });

  it('listen again after the server closed their connection', async () => {
    await database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    const readerApi = http(reader);
    const price = async () =>
      ZProductPage.parse((await readerApi.get('/products/5', FR)).body).product.prices.fr?.price;
    await price();
    // Past the second the listeners wait before opening their connection again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const patched = await http(writer).call(
      'PATCH',
      '/admin/products/5',
      { prices: { fr: { price: 4.25, originalPrice: 70 } } },
      ADMIN,
    );
    expect(patched.status).toBe(200);
    expect(await eventually(price, (value) => value === 4.25)).toBe(4.25);
  });
});
