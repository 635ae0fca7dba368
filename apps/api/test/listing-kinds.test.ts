// Each listing kind selects its own products (issue 15): the page info's filters, turned into a
// search as the storefront does, against the real search service holding the indexed catalogue.
import { ZParseAnswer, type TPageFilters, ADMIN_TOKEN_HEADER } from '@shop/api-client/schemas';
import { listingIndexName, type ListingKind } from '@shop/domain/listing-kinds';
import { listingFilters } from '@shop/domain/listing-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesFor } from '../src/app';
import type { Database } from '../src/db/client';
import { createSearchClient, type SearchClient } from '../src/indexer/client';
import type { ProductRecord } from '../src/indexer/records';
import { indexProducts } from '../src/indexer/run';
import { seedDatabase } from '../src/seed/run';
import { openFreshDatabase } from './support/databases';
import { http } from './support/http';
import { TEST_SEED } from './support/provided';
import { startSearchService, type SearchService } from './support/search-service';
import { startServer, testEnv, type TestServer } from './support/server';

const ADMIN = { [ADMIN_TOKEN_HEADER]: 'local-admin-token' };
const DAY_S = 86_400;

let database: Database;
let server: TestServer;
let search: SearchService;
let client: SearchClient;
let api: ReturnType<typeof http>;

// It writes the back-office settings: a database of its own.
beforeAll(async () => {
  database = await openFreshDatabase();
  await seedDatabase(database.db, { products: 400, seed: TEST_SEED });
  search = await startSearchService();
  const env = testEnv({ SEARCH_URL: search.url });
  client = createSearchClient(env);
  await indexProducts(database.db, client, storesFor(env).slice(0, 1));
  server = await startServer(database);
  api = http(server);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await search?.stop();
  await database?.close();
});

async function pageFilters(path: string): Promise<{ kind: ListingKind; filters: TPageFilters }> {
  const answer = ZParseAnswer.parse((await api.post('/parse', { path }, { 'X-Store': 'fr' })).body);
  expect(answer.code, path).toBe(200);
  return { kind: answer.pageInfo!.listingType!, filters: answer.pageInfo!.filters };
}

/** The products of a listing page, as the storefront asks for them. */
async function listing(path: string): Promise<ProductRecord[]> {
  const { kind, filters } = await pageFilters(path);
  const result = await client.searchSingleIndex<ProductRecord>({
    indexName: listingIndexName('products_fr_prod', kind, null),
    searchParams: { query: '', filters: listingFilters(filters), hitsPerPage: 1000 },
  });
  expect(result.nbHits, path).toBeGreaterThan(0);
  return result.hits;
}

const ids = (hits: ProductRecord[]) => hits.map((hit) => hit.objectID).sort();

describe('listing kinds', () => {
  it('lists novelties labelled new within the novelty window, newest first', async () => {
    const { filters } = await pageFilters('/nouveautes');
    const since = filters.noveltySince!;
    // The seed opens the window two weeks before its day.
    expect(Date.now() / 1000 - since).toBeGreaterThan(14 * DAY_S - 60);
    expect(Date.now() / 1000 - since).toBeLessThan(15 * DAY_S + 60);
    const hits = await listing('/nouveautes');
    for (const hit of hits) expect([hit.label, hit.noveltyAt >= since]).toEqual(['new', true]);
    const arrivals = hits.map((hit) => hit.noveltyAt);
    expect(arrivals).toEqual([...arrivals].sort((a, b) => b - a));
  });

  it('lists top sales labelled top sale, best sellers first', async () => {
    const hits = await listing('/top-ventes');
    for (const hit of hits) expect(hit.label).toBe('top_sale');
    const sales = hits.map((hit) => hit.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('gives sales, promotions, flash sales and best offers their own products', async () => {
    const sales = await listing('/soldes');
    const promotions = await listing('/promotions');
    const flash = await listing('/ventes-flash');
    const deals = await listing('/bons-plans');
    const best = await listing('/meilleures-offres');
    for (const hit of sales) expect(hit.promotionPercent).toBeGreaterThan(0);
    for (const hit of promotions) expect(hit.label).toBe('promo');
    for (const hit of flash) expect(hit.label).toBe('flash_sale');
    for (const hit of deals) expect(hit.promotionPercent).toBeGreaterThanOrEqual(30);
    for (const hit of best) expect(hit.promotionPercent).toBeGreaterThanOrEqual(50);
    // Every discounted product is on sale: the promotions and the flash sales together.
    expect(ids(sales)).toEqual(ids([...promotions, ...flash]));
    const sets = [sales, promotions, flash, deals, best].map((hits) => ids(hits).join());
    expect(new Set(sets).size).toBe(sets.length);
  });

  it('follows the novelty window the back office sets', async () => {
    const before = await listing('/nouveautes');
    const since = new Date(Date.now() - 7 * DAY_S * 1000);
    const answer = await api.call(
      'PATCH',
      '/admin/settings',
      { noveltySince: since.toISOString() },
      ADMIN,
    );
    expect(answer).toMatchObject({ status: 200, body: { noveltySince: since.toISOString() } });
    const { filters } = await pageFilters('/nouveautes');
    expect(filters.noveltySince).toBe(Math.floor(since.getTime() / 1000));
    const after = await listing('/nouveautes');
    expect(after.length).toBeLessThan(before.length);
    for (const hit of after) expect(hit.noveltyAt).toBeGreaterThanOrEqual(since.getTime() / 1000);

    // No window: every product labelled new.
    await api.call('PATCH', '/admin/settings', { noveltySince: null }, ADMIN);
    expect((await pageFilters('/nouveautes')).filters.noveltySince).toBeUndefined();
    expect((await listing('/nouveautes')).length).toBeGreaterThanOrEqual(before.length);
  });
});
