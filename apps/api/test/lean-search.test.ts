// Lean search answers (issue 20): a listing page and the header's live hits, asked as the
// storefront asks them (card attributes in one language, no highlighting, only the fields it
// reads), from the real search service holding the indexed catalogue. Sizes are the JSON bytes
// the service sends, uncompressed.
import { LEAN_SEARCH_PARAMS, productCardAttributes, productCardsOf } from '@shop/api-client';
import { listingSearchParams } from '@shop/domain/listing-facets';
import type { Locale } from '@shop/domain/locales';
import { DEFAULT_LISTING_PAGE_SIZE } from '@shop/domain/listing-search';
import { emptyListingState } from '@shop/domain/listing-url';
import { HEADER_SEARCH_HITS, LISTABLE_FILTER } from '@shop/domain/search-box';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesFor } from '../src/app';
import { createSearchClient } from '../src/indexer/client';
import { indexProducts } from '../src/indexer/run';
import { startSearchService, type SearchService } from './support/search-service';
import { testEnv } from './support/server';
import { seededApi } from './support/suite';

const suite = seededApi();
let search: SearchService;
const env = () => testEnv({ SEARCH_URL: search.url });
const KB = 1024;

beforeAll(async () => {
  search = await startSearchService();
  const stores = storesFor(env()).filter((store) => ['fr', 'be'].includes(store.id));
  await indexProducts(suite.database().db, createSearchClient(env()), stores);
}, 120_000);
afterAll(() => search?.stop());

/** One multi-query as the browser client sends it; the answer's bytes and results. */
async function ask(requests: Record<string, unknown>[]) {
  const { algoliaAppId, algoliaAdminKey } = env();
  const response = await fetch(`${search.url}/1/indexes/*/queries`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      'x-algolia-application-id': algoliaAppId,
      'x-algolia-api-key': algoliaAdminKey,
    },
    body: JSON.stringify({ requests }),
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  const { results } = JSON.parse(text) as { results: Record<string, unknown>[] };
  return { bytes: Buffer.byteLength(text), results };
}

/** The storefront's listing query (apps/storefront/src/server/search.ts), whole records aside. */
function listingQuery(indexName: string, locale: Locale, cards = true) {
  const { main } = listingSearchParams(
    emptyListingState(),
    LISTABLE_FILTER,
    DEFAULT_LISTING_PAGE_SIZE,
  );
  const fields = cards ? { attributesToRetrieve: productCardAttributes({ locale }) } : {};
  return { indexName, query: '', ...main, ...fields, ...LEAN_SEARCH_PARAMS };
}

describe('lean search answers', () => {
  it('answers a 48-hit listing with facets in 30 KB at most, every card readable', async () => {
    for (const [indexName, locale] of [
      ['products_fr_prod', 'fr'],
      ['products_be_prod', 'nl'],
      ['products_be_prod', 'de'],
    ] as const) {
      const { bytes, results } = await ask([listingQuery(indexName, locale)]);
      const [main] = results;
      const hits = main?.hits as unknown[];
      expect(hits).toHaveLength(48);
      expect(productCardsOf(hits, locale)).toHaveLength(48);
      expect(Object.keys(main?.facets ?? {}).length).toBeGreaterThan(5);
      expect(Object.keys(main ?? {}).sort()).toEqual(
        ['facets', 'facets_stats', 'hits', 'nbHits', 'nbPages', 'page'].sort(),
      );
      expect(bytes, `${indexName} in ${locale}`).toBeLessThanOrEqual(30 * KB);
    }
    // The same listing with whole records, for scale: more than three times the size.
    const whole = await ask([listingQuery('products_fr_prod', 'fr', false)]);
    const lean = await ask([listingQuery('products_fr_prod', 'fr')]);
    expect(whole.bytes).toBeGreaterThan(3 * lean.bytes);
  });

  it("answers the header's live hits in 10 KB at most", async () => {
    const { bytes, results } = await ask([
      {
        indexName: 'products_fr_prod',
        query: 'a',
        hitsPerPage: HEADER_SEARCH_HITS,
        filters: LISTABLE_FILTER,
        attributesToRetrieve: productCardAttributes({ locale: 'fr' }),
        ...LEAN_SEARCH_PARAMS,
      },
    ]);
    const hits = results[0]?.hits as unknown[];
    expect(hits).toHaveLength(HEADER_SEARCH_HITS);
    expect(productCardsOf(hits, 'fr')).toHaveLength(HEADER_SEARCH_HITS);
    expect(bytes).toBeLessThanOrEqual(10 * KB);
  });
});
