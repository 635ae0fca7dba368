// Search parameters beyond the basics, through the official clients (Node and lite).
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

let server: Running;
let client: ReturnType<typeof algoliasearch>;
const indexName = 'products';
const search = (params: Record<string, unknown>) =>
  client.searchSingleIndex({ indexName, searchParams: params });
const ids = (result: object): string[] =>
  ((result as { hits?: { objectID: string }[] }).hits ?? []).map((hit) => hit.objectID);

beforeAll(async () => {
  server = await start();
  client = algoliasearch(APP_ID, ADMIN_KEY, { hosts: hostsFor(server.port) });
  await client.setSettings({ indexName, indexSettings: SETTINGS });
  await client.setSettings({
    indexName: 'products_price_asc',
    indexSettings: { ranking: ['asc(price)', 'typo', 'words', 'attribute', 'exact', 'custom'] },
  });
  await client.saveObjects({ indexName, objects: PRODUCTS, waitForTasks: true });
});

afterAll(async () => {
  await server.app.close();
  await removeDir(server.dataDir);
});

describe('search parameters through the algoliasearch client', () => {
  it('counts a swap of two letters as one typo, and turns typos off', async () => {
    expect(ids(await search({ query: 'hoodei' }))).toEqual(['1', '2', '7']);
    expect((await search({ query: 'hoodei', typoTolerance: false })).nbHits).toBe(0);
  });

  it('keeps the best hit per value of attributeForDistinct', async () => {
    const result = await search({ distinct: true });
    expect(ids(result)).toEqual(['4', '3', '2', '5']);
    expect(result.nbHits).toBe(4);
    expect(ids(await search({ distinct: 2, query: 'hoodie' }))).toEqual(['1', '2', '7']);
  });

  it('filters with tagFilters and the _tags of filters', async () => {
    expect(ids(await search({ tagFilters: ['new'] }))).toEqual(['4', '7']);
    expect(ids(await search({ tagFilters: [['sale', 'gone'], '-nope'] }))).toEqual(['7']);
    expect(ids(await search({ filters: 'NOT _tags:new AND price != 50' }))).toEqual([
      '3',
      '2',
      '6',
      '5',
    ]);
  });

  it('sorts facet values alphabetically and caps their number', async () => {
    const result = await search({
      facets: ['brand.name', 'sizes'],
      sortFacetValuesBy: 'alpha',
      maxValuesPerFacet: 2,
    });
    expect(result.facets?.['brand.name']).toEqual({ Adidas: 1, Levis: 2 });
    expect(Object.keys(result.facets?.sizes ?? {})).toEqual(['40', '41']);
  });

  it('answers queryID, ranking info and only the requested fields', async () => {
    const result = await search({ query: 'hodie', clickAnalytics: true, getRankingInfo: true });
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.hits[0]?._rankingInfo).toMatchObject({ nbTypos: 1, words: 1 });
    const trimmed = await search({ query: 'hoodie', responseFields: ['nbHits', 'hits'] });
    expect(Object.keys(trimmed).sort()).toEqual(['hits', 'nbHits']);
  });

  it('highlights only attributesToHighlight', async () => {
    const [hit] = (await search({ query: 'black', attributesToHighlight: ['color'] })).hits;
    expect(Object.keys(hit?._highlightResult ?? {})).toEqual(['color']);
    expect(hit?._highlightResult?.color).toMatchObject({
      value: '<em>black</em>',
      matchLevel: 'full',
    });
    // An empty list turns highlighting off: no `_highlightResult` at all, as on Algolia.
    const [plain] = (await search({ query: 'black', attributesToHighlight: [] })).hits;
    expect(plain).toBeDefined();
    expect(plain).not.toHaveProperty('_highlightResult');
  });

  it('answers facets and stats for a multi-query of the lite client', async () => {
    const lite = liteClient(APP_ID, SEARCH_KEY, { hosts: hostsFor(server.port) });
    const { results } = await lite.search({
      requests: [
        { indexName, query: 'hoodie', facets: ['*'], filters: 'price < 70' },
        { indexName: 'products_price_asc', query: '', hitsPerPage: 1, page: 1 },
      ],
    });
    const [first, second] = results as {
      nbHits: number;
      facets?: Record<string, Record<string, number>>;
      facets_stats?: Record<string, { min: number; max: number }>;
      hits: { objectID: string }[];
    }[];
    expect(first?.nbHits).toBe(2);
    expect(first?.facets?.color).toEqual({ black: 1, grey: 1 });
    expect(first?.facets_stats?.price).toMatchObject({ min: 50, max: 65 });
    expect(ids(second!)).toEqual(['1']);
  });

  it('answers Algolia error messages for forbidden filters', async () => {
    await expect(search({ filters: '(a:1 AND b:2) OR c:3' })).rejects.toMatchObject({
      status: 400,
      message: 'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed',
    });
  });
});
