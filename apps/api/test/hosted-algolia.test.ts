import { LEAN_SEARCH_PARAMS, productCardAttributes, searchClientOptions } from '@shop/api-client';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesFor } from '../src/app';
import type { Database } from '../src/db/client';
import { createSearchClient } from '../src/indexer/client';
import { hasIndexedCatalogue, indexProducts } from '../src/indexer/run';
import { indexSuggestions } from '../src/indexer/suggestions';
import { openSeededDatabase } from './support/databases';
import { testEnv } from './support/server';

type ClientOptions = NonNullable<Parameters<typeof algoliasearch>[2]>;
type Requester = NonNullable<ClientOptions['requester']>;
type Sent = Parameters<Requester['send']>[0];

const APP_ID = 'MYAPP123';
const KEYS = { ALGOLIA_APP_ID: APP_ID, ALGOLIA_ADMIN_KEY: 'an-admin-key' };
const LOCAL = 'http://127.0.0.1:3004';
// As URL reads them: host names in lower case.
const HOST = APP_ID.toLowerCase();
const ALGOLIA_HOSTS = [
  `${HOST}-dsn.algolia.net`,
  `${HOST}.algolia.net`,
  `${HOST}-1.algolianet.com`,
  `${HOST}-2.algolianet.com`,
  `${HOST}-3.algolianet.com`,
];

/** Minimal Algolia answers, so that the client goes on; nothing leaves the process. */
function answerFor(request: Sent): unknown {
  const path = new URL(request.url).pathname;
  if (path.includes('/task/')) return { status: 'published', pendingTask: false };
  const empty = { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 1 };
  if (path.endsWith('/queries')) return { results: [empty] };
  if (path.endsWith('/query')) return empty;
  return { taskID: 1, objectIDs: [], updatedAt: '2026-01-01T00:00:00Z' };
}

/** The `requester` option: records what the client would send, answers without network. */
function recorder(status = 200) {
  const sent: Sent[] = [];
  const requester: Requester = {
    async send(request) {
      sent.push(request);
      return { status, isTimedOut: false, content: JSON.stringify(answerFor(request)) };
    },
  };
  return { sent, requester };
}

/** The request without its origin; the random per-request id (the client draws one for every
 * call) is only checked to be there. */
const withoutHost = (request: Sent) => {
  const url = new URL(request.url);
  if (url.searchParams.has('x-algolia-request-id'))
    url.searchParams.set('x-algolia-request-id', 'random');
  const headers = { ...request.headers };
  if (headers['request-id']) headers['request-id'] = 'random';
  return { ...request, headers, url: `${url.pathname}${url.search}` };
};

let database: Database;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(() => database?.close());

describe('hosted Algolia: configuration only', () => {
  async function indexerRun(env: ReturnType<typeof testEnv>) {
    const { sent, requester } = recorder();
    const client = createSearchClient(env, { requester });
    const stores = storesFor(env);
    await hasIndexedCatalogue(client, stores);
    await indexProducts(database.db, client, stores, { batchSize: 150 });
    await indexSuggestions(database.db, client, stores);
    return sent;
  }

  it('the indexer sends the same requests to Algolia and to SEARCH_URL, hosts aside', async () => {
    const hostedEnv = testEnv(KEYS);
    expect(hostedEnv.searchUrl).toBeNull();
    const hosted = await indexerRun(hostedEnv);
    const local = await indexerRun(testEnv({ ...KEYS, SEARCH_URL: LOCAL }));

    expect(hosted.length).toBeGreaterThan(30);
    expect(hosted.map(withoutHost)).toEqual(local.map(withoutHost));
    for (const request of local) expect(new URL(request.url).origin).toBe(LOCAL);
    expect(hosted.every((request) => request.url.startsWith('https://'))).toBe(true);
    // Searches and task polls read from the DSN host, writes go to the main one.
    const isRead = (request: Sent) =>
      request.method === 'GET' || new URL(request.url).pathname.endsWith('/query');
    const hostsOf = (requests: Sent[]) =>
      new Set(requests.map((request) => new URL(request.url).host));
    expect(hostsOf(hosted.filter(isRead))).toEqual(new Set([ALGOLIA_HOSTS[0]]));
    expect(hostsOf(hosted.filter((request) => !isRead(request)))).toEqual(
      new Set([ALGOLIA_HOSTS[1]]),
    );
    expect(hosted[0]?.headers).toMatchObject({
      'x-algolia-application-id': APP_ID,
      'x-algolia-api-key': 'an-admin-key',
    });
  });

  it('falls back on the algolianet.com hosts when algolia.net fails', async () => {
    const { sent, requester } = recorder(503);
    const client = createSearchClient(testEnv(KEYS), { requester });
    await expect(client.clearObjects({ indexName: 'products_fr_prod' })).rejects.toThrow();
    expect(new Set(sent.map((request) => new URL(request.url).host))).toEqual(
      new Set(ALGOLIA_HOSTS.slice(1)),
    );
  });
});

describe('storefront: searchClientOptions', () => {
  // The header's live hits as the storefront asks them: card attributes of one language.
  const searchParams = {
    query: 'sweat',
    hitsPerPage: 15,
    filters: 'displayInListing:true',
    attributesToRetrieve: productCardAttributes({ locale: 'fr' }),
    ...LEAN_SEARCH_PARAMS,
  };

  async function storefrontRun(searchUrl: string | undefined) {
    const { sent, requester } = recorder();
    const options = { ...searchClientOptions(searchUrl), requester };
    await algoliasearch(APP_ID, 'a-search-key', options).searchSingleIndex({
      indexName: 'products_fr_prod',
      searchParams,
    });
    await liteClient(APP_ID, 'a-search-key', options).search({
      requests: [{ indexName: 'bacs_fr_prod', ...searchParams }],
    });
    return sent;
  }

  it('sends the same searches to Algolia and to the local service, hosts aside', async () => {
    const hosted = await storefrontRun(undefined);
    const local = await storefrontRun(LOCAL);
    expect(hosted).toHaveLength(2);
    expect(hosted.map(withoutHost)).toEqual(local.map(withoutHost));
    expect(hosted.map((request) => new URL(request.url).origin)).toEqual([
      `https://${ALGOLIA_HOSTS[0]}`,
      `https://${ALGOLIA_HOSTS[0]}`,
    ]);
    expect(local.map((request) => new URL(request.url).origin)).toEqual([LOCAL, LOCAL]);
    expect(JSON.parse(String(hosted[0]!.data))).toMatchObject({
      attributesToRetrieve: ['objectID', 'card', 'cardTexts.fr'],
      responseFields: LEAN_SEARCH_PARAMS.responseFields,
    });
  });
});
