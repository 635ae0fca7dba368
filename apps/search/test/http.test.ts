// What the browser build and older clients send, checked with plain fetch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  APP_ID,
  PRODUCTS,
  SEARCH_KEY,
  SETTINGS,
  removeDir,
  start,
  type Running,
} from './helpers';

let server: Running;
const adminHeaders = {
  'x-algolia-application-id': APP_ID,
  'x-algolia-api-key': ADMIN_KEY,
  'content-type': 'application/json',
};
/** Credentials in the query string, as the browser client sends them. */
const browserQuery = `x-algolia-agent=${encodeURIComponent('Algolia for JavaScript (5.64.0); Browser')}&x-algolia-api-key=${SEARCH_KEY}&x-algolia-application-id=${APP_ID}`;

const post = (path: string, body: unknown, headers: Record<string, string> = adminHeaders) =>
  fetch(server.url + path, { method: 'POST', headers, body: JSON.stringify(body) });

beforeAll(async () => {
  server = await start();
  await fetch(`${server.url}/1/indexes/products/settings`, {
    method: 'PUT',
    headers: adminHeaders,
    body: JSON.stringify(SETTINGS),
  });
  const requests = PRODUCTS.map((body) => ({ action: 'addObject', body }));
  const answer = await post('/1/indexes/products/batch', { requests });
  expect(await answer.json()).toMatchObject({ objectIDs: ['1', '2', '3', '4', '5', '6', '7'] });
});

afterAll(async () => {
  await server.app.close();
  await removeDir(server.dataDir);
});

describe('HTTP protocol details', () => {
  it('accepts a text/plain JSON body with credentials in the query string', async () => {
    const response = await fetch(`${server.url}/1/indexes/*/queries?${browserQuery}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        requests: [{ indexName: 'products', query: 'hoodie', hitsPerPage: 1 }],
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { results } = (await response.json()) as {
      results: { nbHits: number; nbPages: number }[];
    };
    expect(results[0]).toMatchObject({ nbHits: 3, nbPages: 3 });
  });

  it('merges a legacy URL-encoded params string', async () => {
    const params = `query=black&hitsPerPage=5&facetFilters=${encodeURIComponent('[["brand.name:Levis"]]')}`;
    const response = await post(
      `/1/indexes/products/query?${browserQuery}`,
      { params },
      { 'content-type': 'text/plain' },
    );
    const body = (await response.json()) as { hits: { objectID: string }[]; hitsPerPage: number };
    expect([body.hitsPerPage, body.hits.map((h) => h.objectID)]).toEqual([5, ['3']]);
  });

  it('answers CORS preflights without credentials', async () => {
    const response = await fetch(`${server.url}/1/indexes/products/query`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-api-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('x-algolia-api-key');
  });

  it('answers errors as { message, status } with CORS headers', async () => {
    const noKey = await post(
      '/1/indexes/products/query',
      {},
      { 'content-type': 'application/json' },
    );
    expect([noKey.status, await noKey.json()]).toEqual([
      403,
      { message: 'Invalid Application-ID or API key', status: 403 },
    ]);
    expect(noKey.headers.get('access-control-allow-origin')).toBe('*');

    const badFilter = await post('/1/indexes/products/query', {
      filters: 'brand.name:Nike OR price > 3',
    });
    expect(badFilter.status).toBe(400);
    expect(((await badFilter.json()) as { message: string }).message).toMatch(
      /Different types are not allowed in the same OR/,
    );

    const noIndex = await post('/1/indexes/unknown/query', {});
    expect([noIndex.status, await noIndex.json()]).toEqual([
      404,
      { message: 'Index unknown does not exist', status: 404 },
    ]);

    const badJson = await fetch(`${server.url}/1/indexes/products/query`, {
      method: 'POST',
      headers: adminHeaders,
      body: '{nope',
    });
    expect(badJson.status).toBe(400);
  });

  it('refuses a batch write with the search key from the query string', async () => {
    const response = await post(
      `/1/indexes/products/batch?${browserQuery}`,
      { requests: [] },
      { 'content-type': 'text/plain' },
    );
    expect([response.status, await response.json()]).toEqual([
      403,
      { message: 'Method not allowed with this API key', status: 403 },
    ]);
  });

  it('rejects unknown batch actions', async () => {
    const response = await post('/1/indexes/products/batch', {
      requests: [{ action: 'explode', body: {} }],
    });
    expect(response.status).toBe(400);
  });

  it('lists indexes and serves a public health check', async () => {
    const list = (await (
      await fetch(`${server.url}/1/indexes`, { headers: adminHeaders })
    ).json()) as { items: { name: string; entries: number }[] };
    expect(list.items).toContainEqual(expect.objectContaining({ name: 'products', entries: 7 }));
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: 'ok' });
  });
});
