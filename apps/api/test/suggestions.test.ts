import { LOCALES } from '@shop/domain/locales';
import { isListable, suggestionObjectID } from '@shop/domain/suggestions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesFor } from '../src/app';
import { createSearchClient, type SearchClient } from '../src/indexer/client';
import { loadProductPage } from '../src/indexer/load';
import { CATALOGUE_INDEX_VERSION, hasIndexedCatalogue, indexProducts } from '../src/indexer/run';
import { indexSuggestions, type SuggestionRecord } from '../src/indexer/suggestions';
import { startSearchService, type SearchService } from './support/search-service';
import { testEnv } from './support/server';
import { seededApi } from './support/suite';

const suite = seededApi();
let search: SearchService;
let client: SearchClient;
const env = () => testEnv({ SEARCH_URL: search.url });

beforeAll(async () => {
  search = await startSearchService();
  client = createSearchClient(env());
});
afterAll(() => search?.stop());

/** Listable products per suggestion, counted here from the indexer's own product pages. */
async function expectedCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const add = (id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);
  const page = await loadProductPage(suite.database().db, 0, 100_000);
  for (const product of page.filter(isListable)) {
    add(suggestionObjectID('brand', product.brandId));
    for (const id of product.categoryIds) add(suggestionObjectID('category', id));
    if (product.artistId) add(suggestionObjectID('artist', product.artistId));
  }
  return counts;
}

async function allSuggestions(indexName: string): Promise<SuggestionRecord[]> {
  const result = await client.searchSingleIndex<SuggestionRecord>({
    indexName,
    searchParams: { query: '', hitsPerPage: 1000 },
  });
  return result.hits;
}

describe('bacs_{store}_prod suggestions', () => {
  it('is what --if-empty waits for, next to the products', async () => {
    const stores = storesFor(env());
    const db = suite.database().db;
    expect(await hasIndexedCatalogue(client, stores)).toBe(false);
    await indexProducts(db, client, stores);
    expect(await hasIndexedCatalogue(client, stores)).toBe(false);
    const result = await indexSuggestions(db, client, stores);
    expect(result.indexes).toEqual(stores.map((store) => `bacs_${store.id}_prod`));
    expect(await hasIndexedCatalogue(client, stores)).toBe(true);
  });

  it('counts indexes written by an older version of the indexer as empty', async () => {
    const stores = storesFor(env());
    const main = 'products_fr_prod';
    const { taskID } = await client.setSettings({
      indexName: main,
      indexSettings: { userData: { catalogueIndexVersion: CATALOGUE_INDEX_VERSION - 1 } },
    });
    await client.waitForTask({ indexName: main, taskID });
    expect(await hasIndexedCatalogue(client, stores)).toBe(false);
    await indexProducts(suite.database().db, client, stores);
    expect(await hasIndexedCatalogue(client, stores)).toBe(true);
  });

  it('holds categories, brands and artists with their listable product counts', async () => {
    const counts = await expectedCounts();
    for (const store of storesFor(env())) {
      const records = await allSuggestions(`bacs_${store.id}_prod`);
      expect(new Map(records.map((r) => [r.objectID, r.productsNumber]))).toEqual(counts);
      for (const type of ['category', 'brand', 'artist'])
        expect(records.some((record) => record.objectID.startsWith(`${type}-`))).toBe(true);
      for (const record of records) {
        expect(Object.keys(record.text).sort()).toEqual([...LOCALES].sort());
        expect(Object.keys(record.urls).sort()).toEqual([...LOCALES].sort());
      }
    }
  });

  it('ranks by product count and finds a suggestion by the text of any language', async () => {
    const settings = await client.getSettings({ indexName: 'bacs_es_prod' });
    expect(settings.customRanking).toEqual(['desc(productsNumber)']);
    expect(settings.searchableAttributes).toEqual(LOCALES.map((locale) => `text.${locale}`));
    const records = await allSuggestions('bacs_es_prod');
    const numbers = records.map((record) => record.productsNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const category = records.find(
      (record) => record.objectID.startsWith('category-') && record.text.en !== record.text.fr,
    )!;
    const found = await client.searchSingleIndex<SuggestionRecord>({
      indexName: 'bacs_es_prod',
      searchParams: { query: category.text.en },
    });
    expect(found.hits.map((hit) => hit.objectID)).toContain(category.objectID);
  });

  it('links every suggestion to a listing that POST /parse opens (200), in every store', async () => {
    let checked = 0;
    for (const store of storesFor(env())) {
      const records = await allSuggestions(`bacs_${store.id}_prod`);
      const urls = new Set(records.flatMap((record) => Object.values(record.urls)));
      for (const path of urls) {
        const answer = await suite.api.post<{ code: number; pageInfo: { type: string } }>(
          '/parse',
          { path },
          { 'X-Store': store.id },
        );
        expect({ store: store.id, path, code: answer.body.code }).toEqual({
          store: store.id,
          path,
          code: 200,
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
