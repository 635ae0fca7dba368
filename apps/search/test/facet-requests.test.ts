// Facet requests inside a multi-query (`type: "facet"`), as Algolia's own libraries send them:
// the v5 client's search() and searchForFacets(), algoliasearch-helper's searchForFacetValues,
// InstantSearch's searchable refinement list and Autocomplete's getAlgoliaFacets. Each must get
// `facetHits` back, or Algolia's 400 for a facet that is not `searchable(...)`.
import { getAlgoliaFacets } from '@algolia/autocomplete-preset-algolia';
import { algoliasearch } from 'algoliasearch';
import algoliasearchHelper from 'algoliasearch-helper';
import { liteClient } from 'algoliasearch/lite';
import instantsearch from 'instantsearch.js';
import { connectRefinementList } from 'instantsearch.js/es/connectors';
import type { RefinementListRenderState } from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList';
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
const indexName = 'products';
const NOT_SEARCHABLE =
  'Cannot search in brand.name attribute, you need to add searchable(brand.name) to attributesForFaceting';

const browserClient = () => liteClient(APP_ID, SEARCH_KEY, { hosts: hostsFor(server.port) });

beforeAll(async () => {
  server = await start();
  const admin = algoliasearch(APP_ID, ADMIN_KEY, { hosts: hostsFor(server.port) });
  await admin.setSettings({ indexName, indexSettings: SETTINGS });
  await admin.saveObjects({ indexName, objects: PRODUCTS, waitForTasks: true });
});

afterAll(async () => {
  await server.app.close();
  await removeDir(server.dataDir);
});

/** Resolves once `check` holds, polling between the library's asynchronous renders. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('facet requests in a multi-query', () => {
  it('answers facetHits in request order, next to ordinary searches (v5 client)', async () => {
    const client = algoliasearch(APP_ID, SEARCH_KEY, { hosts: hostsFor(server.port) });
    const { results } = await client.search({
      requests: [
        { indexName, type: 'facet', facet: 'color', facetQuery: 'bl' },
        { indexName, query: 'hoodie', hitsPerPage: 1 },
        // Values counted over the records matching the rest of the request.
        { indexName, type: 'facet', facet: 'color', facetQuery: 'bl', query: 'jean' },
      ],
    });
    expect(results[0]).toMatchObject({
      facetHits: [
        { value: 'black', highlighted: '<em>bl</em>ack', count: 3 },
        { value: 'blue', highlighted: '<em>bl</em>ue', count: 1 },
      ],
      exhaustiveFacetsCount: true,
    });
    expect(results[1]).toMatchObject({ nbHits: 3, hits: [expect.anything()] });
    expect(results[2]).toMatchObject({
      facetHits: [
        { value: 'black', count: 1 },
        { value: 'blue', count: 1 },
      ],
    });
    const facets = await client.searchForFacets({
      requests: [{ indexName, type: 'facet', facet: 'color', facetQuery: 'wh', maxFacetHits: 1 }],
    });
    expect(facets.results).toEqual([
      expect.objectContaining({
        facetHits: [{ value: 'white', highlighted: '<em>wh</em>ite', count: 1 }],
      }),
    ]);
  });

  it('answers 400 for a facet that is not searchable, as Algolia does', async () => {
    await expect(
      browserClient().search({
        requests: [
          { indexName, query: '' },
          { indexName, type: 'facet', facet: 'brand.name', facetQuery: 'ni' },
        ],
      }),
    ).rejects.toMatchObject({ status: 400, message: NOT_SEARCHABLE });
  });

  it("serves algoliasearch-helper's searchForFacetValues", async () => {
    const helper = algoliasearchHelper(browserClient(), indexName, {
      disjunctiveFacets: ['color'],
      disjunctiveFacetsRefinements: { color: ['grey'] },
    });
    const found = await helper.searchForFacetValues('color', 'gr', 10);
    expect(found.facetHits).toEqual([
      expect.objectContaining({ value: 'grey', count: 2, isRefined: true }),
    ]);
    await expect(helper.searchForFacetValues('brand.name', 'ni', 10)).rejects.toMatchObject({
      status: 400,
    });
  });

  it("serves InstantSearch's searchable refinement list", async () => {
    let state: RefinementListRenderState | undefined;
    const colours = connectRefinementList((renderState) => {
      state = renderState;
    });
    const search = instantsearch({ indexName, searchClient: browserClient() });
    search.addWidgets([colours({ attribute: 'color' })]);
    search.start();
    try {
      await until(() => (state?.items.length ?? 0) === 4);
      state!.searchForItems('bl');
      await until(() => state!.isFromSearch);
      expect(state!.items.map(({ value, count }) => [value, count])).toEqual([
        ['black', 3],
        ['blue', 1],
      ]);
    } finally {
      search.dispose();
    }
  });

  it("serves Autocomplete's getAlgoliaFacets", async () => {
    const searchClient = browserClient();
    const request = getAlgoliaFacets({
      searchClient,
      queries: [{ indexName, type: 'facet', facet: 'color', facetQuery: 'gr' }],
    });
    const [answer] = await request.execute({
      searchClient,
      requests: request.queries.map((query) => ({
        query,
        sourceId: 'colours',
        transformResponse: request.transformResponse,
      })),
    });
    expect(answer?.items).toMatchObject({
      facetHits: [
        { value: 'grey', count: 2, highlighted: '__aa-highlight__gr__/aa-highlight__ey' },
      ],
    });
  });
});
