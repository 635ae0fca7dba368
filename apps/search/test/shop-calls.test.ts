// The shop's own calls with the search-only key stay within its bounds (src/limits.ts): the
// storefront's listing with every facet refined at the largest page size, the header search,
// the best sellers and the wishlist check, built from the same @shop/domain constants the
// storefront uses and answered 200 by a service that counts every client.
import { LEAN_SEARCH_PARAMS, productCardAttributes } from '@shop/api-client';
import { listingSearchParams, MAX_VALUES_PER_FACET } from '@shop/domain/listing-facets';
import { LISTING_PAGE_SIZES } from '@shop/domain/listing-search';
import { LISTING_FACETS, emptyListingState } from '@shop/domain/listing-url';
import { HEADER_SEARCH_HITS, LISTABLE_FILTER } from '@shop/domain/search-box';
import { TOP_SALES_CANDIDATES } from '@shop/domain/top-sales';
import { WISHLIST_CHECK_PER_QUERY, productIdFilters } from '@shop/domain/wishlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../bench/catalog';
import { INDEX, SETTINGS } from '../bench/scenarios';
import {
  SEARCH_KEY_MAX_ANSWER_BYTES,
  SEARCH_KEY_MAX_HITS_PER_QUERY,
  SEARCH_KEY_MAX_QUERIES_PER_CALL,
  SEARCH_KEY_MAX_VALUES_PER_FACET,
} from '../src/limits';
import { ADMIN_KEY, APP_ID, SEARCH_KEY, removeDir, start, type Running } from './helpers';

let server: Running;
const call = async (key: string, path: string, body: unknown) => {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: {
      'x-algolia-application-id': APP_ID,
      'x-algolia-api-key': key,
      'content-type': 'text/plain',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
};
const multi = (requests: Record<string, unknown>[]) =>
  call(SEARCH_KEY, '/1/indexes/*/queries', { requests });
const card = {
  attributesToRetrieve: productCardAttributes({ locale: 'fr' }),
  ...LEAN_SEARCH_PARAMS,
};

beforeAll(async () => {
  server = await start(undefined, { unlimitedClients: [] });
  const { replicas: _replicas, ...settings } = SETTINGS;
  await fetch(`${server.url}/1/indexes/${INDEX}/settings`, {
    method: 'PUT',
    headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': ADMIN_KEY },
    body: JSON.stringify(settings),
  });
  const requests = catalogue(2_000).map((body) => ({ action: 'addObject', body }));
  expect((await call(ADMIN_KEY, `/1/indexes/${INDEX}/batch`, { requests })).status).toBe(200);
});

afterAll(async () => {
  await server.app.close();
  await removeDir(server.dataDir);
});

describe("the shop's calls with the search-only key", () => {
  it('asks no more hits or facet values per query than the key may', () => {
    const asked = [...LISTING_PAGE_SIZES, HEADER_SEARCH_HITS, TOP_SALES_CANDIDATES];
    expect(Math.max(...asked, WISHLIST_CHECK_PER_QUERY)).toBeLessThanOrEqual(
      SEARCH_KEY_MAX_HITS_PER_QUERY,
    );
    expect(MAX_VALUES_PER_FACET).toBeLessThanOrEqual(SEARCH_KEY_MAX_VALUES_PER_FACET);
  });

  it('answers a listing with every facet refined, at the largest page size', async () => {
    const state = emptyListingState();
    for (const facet of LISTING_FACETS) {
      if (facet === 'prices' || facet === 'promotions') state.ranges[facet] = { min: 0, max: 500 };
      else state.filters[facet] = ['a', 'b'];
    }
    const params = listingSearchParams(state, LISTABLE_FILTER, Math.max(...LISTING_PAGE_SIZES));
    // As apps/storefront/src/server/search.ts sends it: the main query, one count per facet.
    const requests = [
      { indexName: INDEX, query: '', ...params.main, ...card },
      ...params.disjunctive.map((one) => ({
        indexName: INDEX,
        query: '',
        ...one,
        ...LEAN_SEARCH_PARAMS,
      })),
    ];
    expect(requests.length).toBeLessThanOrEqual(SEARCH_KEY_MAX_QUERIES_PER_CALL);
    expect((await multi(requests)).status).toBe(200);
    // Unrefined, the main query counts every facet over the whole catalogue.
    const broad = listingSearchParams(emptyListingState(), LISTABLE_FILTER, 48);
    const answer = await multi([{ indexName: INDEX, query: '', ...broad.main, ...card }]);
    expect(answer.status).toBe(200);
    expect(Buffer.byteLength(answer.text)).toBeLessThan(SEARCH_KEY_MAX_ANSWER_BYTES / 10);
  });

  it('answers the header search, the best sellers and the wishlist check', async () => {
    const header = await multi([
      // SUGGESTION_HITS of apps/storefront/src/components/search/header-search-query.ts.
      { indexName: INDEX, query: 'sweat', hitsPerPage: 6, ...card },
      {
        indexName: INDEX,
        query: 'sweat',
        hitsPerPage: HEADER_SEARCH_HITS,
        filters: LISTABLE_FILTER,
        ...card,
      },
    ]);
    expect(header.status).toBe(200);
    const best = await call(SEARCH_KEY, `/1/indexes/${INDEX}/query`, {
      query: '',
      hitsPerPage: TOP_SALES_CANDIDATES,
      filters: LISTABLE_FILTER,
      ...card,
    });
    expect(best.status).toBe(200);
    // A wishlist of 2,000 products: the most one check call may carry (20 queries of 100).
    const ids = Array.from({ length: 2_000 }, (_, i) => i + 1);
    const filters = productIdFilters(ids);
    expect(filters.length).toBeLessThanOrEqual(SEARCH_KEY_MAX_QUERIES_PER_CALL);
    const check = await multi(
      filters.map((filter) => ({
        indexName: INDEX,
        query: '',
        filters: filter,
        hitsPerPage: WISHLIST_CHECK_PER_QUERY,
        attributesToRetrieve: ['productID'],
        attributesToHighlight: [],
      })),
    );
    expect(check.status).toBe(200);
    // The wishlist page: one query of 100 cards per chunk (apps/storefront/src/server/wishlist.ts).
    const page = await call(SEARCH_KEY, `/1/indexes/${INDEX}/query`, {
      query: '',
      filters: filters[0],
      hitsPerPage: WISHLIST_CHECK_PER_QUERY,
      ...card,
    });
    expect(page.status).toBe(200);
    expect(JSON.parse(page.text).hits).toHaveLength(WISHLIST_CHECK_PER_QUERY);
  });
});
