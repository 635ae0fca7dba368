// The official client, pointed at this service by its `hosts` option only.
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  APP_ID,
  PRODUCTS,
  SEARCH_KEY,
  SETTINGS,
  hostsFor,
  removeDir,
  start,
  type Running,
} from './helpers';

type Product = (typeof PRODUCTS)[number];

let server: Running;
let admin: ReturnType<typeof algoliasearch>;
const indexName = 'products';

const search = (params: Record<string, unknown>) =>
  admin.searchSingleIndex<Product>({ indexName, searchParams: params });
/** objectIDs of a search answer (multi-query results are a union the client types loosely). */
const ids = (result: object): string[] =>
  ((result as { hits?: { objectID: string }[] }).hits ?? []).map((hit) => hit.objectID);

beforeAll(async () => {
  server = await start();
  admin = algoliasearch(APP_ID, ADMIN_KEY, { hosts: hostsFor(server.port) });
  const { taskID } = await admin.setSettings({ indexName, indexSettings: SETTINGS });
  await admin.waitForTask({ indexName, taskID });
  await admin.setSettings({
    indexName: 'products_price_asc',
    indexSettings: { customRanking: ['asc(price)'] },
  });
  await admin.saveObjects({ indexName, objects: PRODUCTS, waitForTasks: true });
});

afterAll(async () => {
  await server.app.close();
  await removeDir(server.dataDir);
});

describe('searching with the algoliasearch client', () => {
  it('returns everything in customRanking order for an empty query', async () => {
    const result = await search({ query: '' });
    expect(ids(result)).toEqual(['4', '3', '1', '2', '6', '7', '5']);
    expect(result).toMatchObject({
      nbHits: 7,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      index: indexName,
    });
  });

  it('finds nothing for a query matching no record', async () => {
    const result = await search({ query: 'tuxedo' });
    expect([result.nbHits, result.hits]).toEqual([0, []]);
  });

  it('tolerates a typo', async () => {
    expect(ids(await search({ query: 'hodie' }))).toEqual(['1', '2', '7']);
  });

  it('requires every word to match, across attributes', async () => {
    expect(ids(await search({ query: 'black hoodie' }))).toEqual(['1']);
    expect(ids(await search({ query: 'nike black' }))).toEqual(['1']);
  });

  it('treats only the last word as a prefix', async () => {
    expect(ids(await search({ query: 'black hoo' }))).toEqual(['1']);
    expect((await search({ query: 'hoo black' })).nbHits).toBe(0);
  });

  // Algolia's splitting and concatenation: each reading counts as one typo, and typo
  // tolerance off turns both off.
  it('splits a word typed for two and joins two typed for one', async () => {
    const split = await search({ query: 'sweatcapuche', getRankingInfo: true });
    expect(ids(split)).toEqual(['1', '2']);
    expect(split.hits[0]?._rankingInfo?.nbTypos).toBe(1);
    expect(split.hits[0]?._highlightResult?.names).toMatchObject({
      fr: {
        value: '<em>Sweat</em> à <em>capuche</em> noir',
        matchLevel: 'full',
        matchedWords: ['sweatcapuche'],
      },
    });
    const joined = await search({ query: 'zip pé' });
    expect(ids(joined)).toEqual(['7']);
    expect(joined.hits[0]?._highlightResult?.names).toMatchObject({
      fr: { value: 'Sweat <em>zippé</em>', matchLevel: 'full' },
    });
    expect((await search({ query: 'sweatcapuche', typoTolerance: false })).nbHits).toBe(0);
    expect((await search({ query: 'zip pé', typoTolerance: false })).nbHits).toBe(0);
  });

  it('searches every locale of a localised attribute', async () => {
    expect(ids(await search({ query: 'casquette' }))).toEqual(['5']);
  });

  it('counts facets over the matching records, with stats for numbers', async () => {
    const result = await search({ query: 'hoodie', facets: ['brand.name', 'color', 'price'] });
    expect(result.facets?.['brand.name']).toEqual({ Nike: 2, Adidas: 1 });
    expect(result.facets?.color).toEqual({ grey: 2, black: 1 });
    expect(result.facets_stats?.price).toEqual({ min: 50, max: 75, avg: 190 / 3, sum: 190 });
  });

  it('applies facetFilters: outer AND, inner OR, negation', async () => {
    const or = await search({ facetFilters: [['brand.name:nike', 'brand.name:Levis']] });
    expect(or.nbHits).toBe(5);
    const and = await search({
      facetFilters: [['brand.name:Nike', 'brand.name:Levis'], 'color:black'],
    });
    expect(ids(and)).toEqual(['3', '1']);
    const not = await search({ facetFilters: ['brand.name:-Nike', 'sizes:M'] });
    expect(ids(not)).toEqual(['3', '2', '6']);
  });

  it('applies numericFilters and filters', async () => {
    expect(ids(await search({ numericFilters: ['price>=60', 'price<=100'] }))).toEqual([
      '3',
      '2',
      '7',
    ]);
    expect(ids(await search({ numericFilters: ['price:20 TO 50'] }))).toEqual(['1', '5']);
    expect(ids(await search({ filters: '(color:white OR color:blue) AND price > 100' }))).toEqual([
      '4',
      '6',
    ]);
  });

  it('highlights with the requested tags, only the typed part of a prefix', async () => {
    const [hit] = (
      await search({ query: 'zip', highlightPreTag: '<mark>', highlightPostTag: '</mark>' })
    ).hits;
    expect(hit?._highlightResult?.names).toMatchObject({
      en: { value: '<mark>Zip</mark> hoodie', matchLevel: 'full', matchedWords: ['zip'] },
      fr: { value: 'Sweat <mark>zip</mark>pé', matchLevel: 'full' },
    });
  });

  it('pages', async () => {
    const result = await search({ hitsPerPage: 3, page: 2 });
    expect([result.nbPages, result.page, ids(result)]).toEqual([3, 2, ['5']]);
  });

  it('retrieves only the requested attributes', async () => {
    const [hit] = (await search({ query: 'cap', attributesToRetrieve: ['price'] })).hits;
    expect(Object.keys(hit ?? {}).sort()).toEqual(['_highlightResult', 'objectID', 'price']);
  });

  // "jean" is one typo away from "jeans": the exact match ranks first.
  it('runs multi-queries in order, including on a sort replica', async () => {
    const { results } = await admin.search<Product>({
      requests: [
        { indexName: 'products_price_asc', query: '', hitsPerPage: 2 },
        { indexName, query: 'jeans' },
      ],
    });
    expect(results.map(ids)).toEqual([
      ['5', '1'],
      ['3', '6'],
    ]);
  });

  it('searches facet values', async () => {
    const { facetHits } = await admin.searchForFacetValues({
      indexName,
      facetName: 'color',
      searchForFacetValuesRequest: { facetQuery: 'gr' },
    });
    expect(facetHits).toEqual([{ value: 'grey', highlighted: '<em>gr</em>ey', count: 2 }]);
  });

  it('gets one record by objectID', async () => {
    expect(await admin.getObject({ indexName, objectID: '3' })).toMatchObject({
      objectID: '3',
      price: 90,
    });
    await expect(admin.getObject({ indexName, objectID: '999' })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('keys', () => {
  it('lets the lite client search with the search key', async () => {
    const lite = liteClient(APP_ID, SEARCH_KEY, { hosts: hostsFor(server.port) });
    const { results } = await lite.search<Product>({
      requests: [{ indexName, query: 'sneakers' }],
    });
    expect(results.map(ids)).toEqual([['4']]);
  });

  it('refuses writes with the search key', async () => {
    const client = algoliasearch(APP_ID, SEARCH_KEY, { hosts: hostsFor(server.port) });
    await expect(
      client.saveObjects({ indexName, objects: [{ objectID: 'x' }] }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Method not allowed with this API key',
    });
    await expect(
      client.setSettings({ indexName, indexSettings: { customRanking: [] } }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('refuses a wrong key', async () => {
    const client = algoliasearch(APP_ID, 'wrong', { hosts: hostsFor(server.port) });
    await expect(client.searchSingleIndex({ indexName })).rejects.toMatchObject({
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
  });
});

describe('writing with the algoliasearch client', () => {
  it('updates, deletes, clears and deletes indexes', async () => {
    const name = 'scratch';
    await admin.saveObjects({ indexName: name, objects: PRODUCTS, waitForTasks: true });
    await admin.partialUpdateObjects({
      indexName: name,
      objects: [{ objectID: '1', price: 10 }],
      waitForTasks: true,
    });
    expect(await admin.getObject({ indexName: name, objectID: '1' })).toMatchObject({
      price: 10,
      color: 'black',
    });
    await admin.deleteObjects({ indexName: name, objectIDs: ['2'], waitForTasks: true });
    expect((await admin.searchSingleIndex({ indexName: name })).nbHits).toBe(6);
    await admin.clearObjects({ indexName: name });
    expect((await admin.searchSingleIndex({ indexName: name })).nbHits).toBe(0);
    await admin.deleteIndex({ indexName: name });
    expect(await admin.indexExists({ indexName: name })).toBe(false);
  });

  it('replaces all objects through copy and move, keeping settings', async () => {
    const name = 'replaced';
    await admin.setSettings({
      indexName: name,
      indexSettings: { searchableAttributes: ['names'] },
    });
    await admin.saveObjects({ indexName: name, objects: PRODUCTS, waitForTasks: true });
    await admin.replaceAllObjects({ indexName: name, objects: PRODUCTS.slice(0, 2) });
    const result = await admin.searchSingleIndex({
      indexName: name,
      searchParams: { query: 'hoodie' },
    });
    expect(result.nbHits).toBe(2);
    expect((await admin.getSettings({ indexName: name })).searchableAttributes).toEqual(['names']);
    const { items } = await admin.listIndices();
    expect(items.filter((i) => i.name.includes('_tmp_'))).toEqual([]);
  });

  it('browses every record with a cursor', async () => {
    const seen: string[] = [];
    await admin.browseObjects<Product>({
      indexName,
      browseParams: { hitsPerPage: 3, filters: 'price > 30' },
      aggregator: (response) => seen.push(...ids(response)),
    });
    expect(seen).toEqual(['4', '3', '1', '2', '6', '7']);
  });

  it('accepts gzip-compressed bodies', async () => {
    const gzip = algoliasearch(APP_ID, ADMIN_KEY, {
      hosts: hostsFor(server.port),
      compression: 'gzip',
    });
    const objects = Array.from({ length: 50 }, (_, i) => ({
      objectID: `g${i}`,
      names: { en: `Gzip product ${i}` },
    }));
    await gzip.saveObjects({ indexName: 'gzipped', objects, waitForTasks: true });
    expect(
      (await gzip.searchSingleIndex({ indexName: 'gzipped', searchParams: { query: 'gzip' } }))
        .nbHits,
    ).toBe(50);
  });
});
