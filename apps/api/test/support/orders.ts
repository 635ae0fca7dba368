import { createApiClient, type ApiClient } from '@shop/api-client';
import { afterAll, beforeAll } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import * as t from '../../src/db/schema';
import { seedDatabase } from '../../src/seed/run';
import { startSession } from '../../src/services/security/sessions';
import { openFreshDatabase } from './databases';
import { http, type Answer } from './http';
import { TEST_SEED } from './provided';
import { scriptedPayments } from './scripted-payments';
import { startServer, testEnv, type TestServer } from './server';

export const ADMIN = { 'X-Admin-Token': 'local-admin-token' };

export interface Parcel {
  productId: number;
  productSizeId: number;
}

let nextKey = 0;
/** A new Idempotency-Key for each checkout attempt. */
export const newKey = () => `test-${process.pid}-${Date.now()}-${(nextKey += 1)}`;

/**
 * The order suites write orders and stock: a database of their own seeded small, an API on
 * it with the scripted payment provider, customers made straight in the database (a session
 * and its token, as sign-in gives them: the 50 customers of the concurrency test would
 * otherwise each cost a password hash).
 */
export function orderApi(
  settings: Record<string, string> = {},
  {
    connections = 2,
    sandbox = false,
  }: {
    connections?: number;
    /** The sandbox provider of the env instead of the scripted one, its webhooks delivered. */
    sandbox?: boolean;
  } = {},
) {
  const payments = scriptedPayments();
  let database: Database | undefined;
  let server: TestServer | undefined;
  const env = testEnv({ ORDER_RELEASE_INTERVAL_MS: '0', ...settings });
  beforeAll(async () => {
    database = await openFreshDatabase({ connections });
    await seedDatabase(database.db, { products: 30, seed: TEST_SEED });
    server = await startServer(
      database,
      env,
      sandbox ? { sandboxWebhooks: true } : { payments: payments.provider },
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  const db = () => {
    if (!database) throw new Error('The order suite is used before beforeAll started it');
    return database.db;
  };
  const api = http({ url: (path: string) => server!.url(path) });
  let customerCount = 0;
  let parcelCount = 0;

  return {
    api,
    /** The API's origin, for the paths it answers (`/api/v5/sandbox/pay/...`). */
    origin: () => new URL(server!.url('')).origin,
    /** The typed client of @shop/api-client: it parses each answer with its schema. */
    client: (store: 'fr' | 'es' = 'fr'): ApiClient =>
      createApiClient({ baseUrl: server!.url(''), store, device: 0, locale: store }),
    db,
    payments,
    bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
    /** New customers with a session each: their tokens and e-mails. */
    async customers(count: number, firstName = 'Jeanne') {
      const rows = await db()
        .insert(t.customers)
        .values(
          Array.from({ length: count }, () => ({
            firstName,
            lastName: 'Dupont',
            email: `order.${process.pid}.${Date.now()}.${(customerCount += 1)}@example.fr`,
          })),
        )
        .returning({ id: t.customers.id, email: t.customers.email });
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          email: row.email,
          token: (await startSession(db(), env.auth.jwt, row.id, 'customLocal')).token,
        })),
      );
    },
    /** A size of a product no other test uses, with this stock, price and weight. */
    async parcel(stock: number, price = '25.00', weightGrams = 800): Promise<Parcel> {
      parcelCount += 1;
      const [size] = await db()
        .selectDistinctOn([t.productSizes.productId])
        .from(t.productSizes)
        .orderBy(asc(t.productSizes.productId), asc(t.productSizes.id))
        .offset(parcelCount - 1)
        .limit(1);
      if (!size) throw new Error('The seed has no product left for another parcel');
      await db().update(t.productSizes).set({ stock }).where(eq(t.productSizes.id, size.id));
      await db().update(t.products).set({ weightGrams }).where(eq(t.products.id, size.productId));
      await db()
        .update(t.productPrices)
        .set({ price, originalPrice: price })
        .where(eq(t.productPrices.productId, size.productId));
      return { productId: size.productId, productSizeId: size.id };
    },
    async stockOf(parcel: Parcel): Promise<number> {
      const [row] = await db()
        .select({ stock: t.productSizes.stock })
        .from(t.productSizes)
        .where(eq(t.productSizes.id, parcel.productSizeId));
      return row!.stock;
    },
    async carrierId(code: 'relay' | 'colissimo_home' | 'express_home'): Promise<number> {
      const [row] = await db().select().from(t.carriers).where(eq(t.carriers.code, code));
      return row!.id;
    },
    async outbox(to: string) {
      return db()
        .select()
        .from(t.emailOutbox)
        .where(eq(t.emailOutbox.toAddress, to))
        .orderBy(asc(t.emailOutbox.id));
    },
    placeOrder<T = unknown>(
      token: string,
      body: unknown,
      key: string | null = newKey(),
      headers: Record<string, string> = {},
    ): Promise<Answer<T>> {
      return api.post<T>('/secure/orders', body, {
        authorization: `Bearer ${token}`,
        ...(key === null ? {} : { 'Idempotency-Key': key }),
        ...headers,
      });
    },
  };
}
