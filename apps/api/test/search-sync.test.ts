import { ADMIN_TOKEN_HEADER } from '@shop/api-client/schemas';
import { productIndexName, suggestionIndexName } from '@shop/domain/stores';
import { suggestionObjectID } from '@shop/domain/suggestions';
import { count, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesFor } from '../src/app';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { createSearchClient, type SearchClient } from '../src/indexer/client';
import type { ProductRecord } from '../src/indexer/records';
import { indexProducts } from '../src/indexer/run';
import { indexSuggestions, type SuggestionRecord } from '../src/indexer/suggestions';
import { syncSearch, type SyncRound } from '../src/indexer/sync';
import { seedDatabase } from '../src/seed/run';
import { openFreshDatabase } from './support/databases';
import { http } from './support/http';
import { TEST_SEED } from './support/provided';
import { startSearchService, type SearchService } from './support/search-service';
import { startServer, testEnv, type TestServer } from './support/server';

const ADMIN = { [ADMIN_TOKEN_HEADER]: 'local-admin-token' };

let database: Database;
let search: SearchService;
let client: SearchClient;
const env = () => testEnv({ SEARCH_URL: search.url, SEARCH_SYNC_INTERVAL_MS: '100' });
const stores = () => storesFor(env());

// It writes: a database of its own, seeded small and indexed into a search service of its own.
beforeAll(async () => {
  database = await openFreshDatabase();
  await seedDatabase(database.db, { products: 40, seed: TEST_SEED });
  search = await startSearchService();
  client = createSearchClient(env());
  await indexProducts(database.db, client, stores());
  await indexSuggestions(database.db, client, stores());
});
afterAll(async () => {
  await search?.stop();
  await database?.close();
});

async function getRecord<T>(indexName: string, objectID: string): Promise<T | null> {
  try {
    return (await client.getObject({ indexName, objectID })) as T;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}
const product = (store: string, id: number) =>
  getRecord<ProductRecord>(productIndexName(store as 'fr'), String(id));
const suggestion = (store: string, objectID: string) =>
  getRecord<SuggestionRecord>(suggestionIndexName(store as 'fr'), objectID);

/** Polls until `check` holds, for at most five seconds. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 5000) throw new Error(`not in search after 5 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

const queued = async () =>
  (await database.db.select({ value: count() }).from(t.searchSync))[0]!.value;

async function drain(batchSize: number): Promise<SyncRound[]> {
  const rounds: SyncRound[] = [];
  for (;;) {
    const results = await Promise.all([
      syncSearch(database.db, client, stores(), { batchSize }),
      syncSearch(database.db, client, stores(), { batchSize }),
    ]);
    const done = results.filter((result): result is SyncRound => result !== null);
    if (done.length === 0) return rounds;
    rounds.push(...done);
  }
}

describe('search_sync outbox', () => {
  it('is filled by triggers on product, price and size writes, one row per product and statement', async () => {
    expect(await queued()).toBe(0);
    await database.db
      .update(t.productSizes)
      .set({ stock: sql`${t.productSizes.stock} + 1` })
      .where(lte(t.productSizes.productId, 3));
    await database.db
      .update(t.productPrices)
      .set({ originalPrice: sql`${t.productPrices.originalPrice} + 1` })
      .where(eq(t.productPrices.productId, 4));
    await database.db.update(t.products).set({ sales: 1000 }).where(eq(t.products.id, 5));
    const rows = await database.db.select().from(t.searchSync);
    expect(rows.map((row) => row.productId).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(rows.every((row) => !row.refreshSuggestions)).toBe(true);
  });

  it('keeps the rows when the push fails, and pushes them on the next round', async () => {
    const before = await queued();
    const unreachable = createSearchClient(testEnv({ SEARCH_URL: 'http://127.0.0.1:9' }));
    await expect(syncSearch(database.db, unreachable, stores())).rejects.toThrow();
    const rows = await database.db.select().from(t.searchSync);
    expect(rows).toHaveLength(before);
    expect(rows.every((row) => row.claimedUntil === null)).toBe(true);

    const round = await syncSearch(database.db, client, stores());
    expect(round).toMatchObject({ rows: before, saved: 5, deleted: 0 });
    expect(await queued()).toBe(0);
    expect((await product('de', 5))?.sales).toBe(1000);
  });

  it('never hands a row to two workers draining at the same time', async () => {
    await database.db
      .update(t.productSizes)
      .set({ stock: sql`${t.productSizes.stock} + 1` })
      .where(lte(t.productSizes.productId, 20));
    for (let id = 21; id <= 30; id += 1)
      await database.db.update(t.products).set({ sales: id }).where(eq(t.products.id, id));
    const total = await queued();
    expect(total).toBe(30);
    const rounds = await drain(4);
    expect(rounds.reduce((sum, round) => sum + round.rows, 0)).toBe(total);
    expect(await queued()).toBe(0);
    expect((await product('it', 30))?.sales).toBe(30);
  });
});

describe('sync worker of the API server', () => {
  let server: TestServer;
  let api: ReturnType<typeof http>;
  beforeAll(async () => {
    server = await startServer(database, env(), { searchSync: true });
    api = http(server);
  });
  afterAll(() => server?.close());

  const patch = (path: string, body: unknown) => api.call('PATCH', path, body, ADMIN);

  it('brings a stock change made through the admin API to every store index', async () => {
    const [size] = await database.db
      .select()
      .from(t.productSizes)
      .where(eq(t.productSizes.productId, 7));
    expect((await patch(`/admin/products/7/sizes/${size!.id}`, { stock: 42 })).status).toBe(200);
    const quantity = async (store: string) =>
      (await product(store, 7))?.sizes.find((entry) => entry.id === size!.id)?.quantity;
    await eventually(async () => (await quantity('fr')) === 42, 'stock 42 of product 7');
    for (const store of stores()) expect(await quantity(store.id)).toBe(42);
  });

  it('brings a price change, with each store reading its own country', async () => {
    const previous = await product('es', 8);
    const answer = await patch('/admin/products/8', {
      prices: { fr: { price: 11.11, originalPrice: 22.22 } },
    });
    expect(answer.status).toBe(200);
    await eventually(async () => (await product('fr', 8))?.price === 11.11, 'fr price 11.11');
    const es = await product('es', 8);
    expect(es?.price).toBe(previous?.price);
    expect(es?.prices.fr).toEqual({ price: 11.11, originalPrice: 22.22 });
    // The cards listings show follow: the French one, not the Spanish one.
    expect((await product('fr', 8))?.card).toMatchObject({ price: 11.11, originalPrice: 22.22 });
    expect(es?.card.price).toBe(previous?.card.price);
  });

  it('refreshes the product counts of the suggestions a product leaves and joins', async () => {
    const [row] = await database.db.select().from(t.products).where(eq(t.products.id, 9));
    const brand = suggestionObjectID('brand', row!.brandId);
    const before = (await suggestion('be', brand))!.productsNumber;
    expect(row!.displayInListing && !row!.isOnlyOutlet).toBe(true);
    await patch('/admin/products/9', { isOnlyOutlet: true });
    await eventually(
      async () => (await suggestion('be', brand))?.productsNumber === before - 1,
      `${brand} down to ${before - 1}`,
    );
    expect((await product('be', 9))?.isOnlyOutlet).toBe(true);
    await patch('/admin/products/9', { isOnlyOutlet: false });
    await eventually(
      async () => (await suggestion('int', brand))?.productsNumber === before,
      `${brand} back to ${before}`,
    );
  });

  it('removes a deleted product from every store index', async () => {
    expect(await product('fr', 10)).not.toBeNull();
    await database.db.delete(t.products).where(eq(t.products.id, 10));
    await eventually(async () => (await product('fr', 10)) === null, 'product 10 gone');
    for (const store of stores()) expect(await product(store.id, 10)).toBeNull();
    await eventually(async () => (await queued()) === 0, 'outbox drained');
  });
});
