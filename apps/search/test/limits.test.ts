// What the public search-only key may ask for: bounded body, queries, lengths and nesting,
// refused as Algolia refuses them ({ message, status }), never answered with a 500 or 90 MB.
import { gzipSync } from 'node:zlib';
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
const headers = (key: string, extra: Record<string, string> = {}) => ({
  'x-algolia-application-id': APP_ID,
  'x-algolia-api-key': key,
  'content-type': 'application/json',
  ...extra,
});

const search = (body: unknown, path = '/1/indexes/products/query') =>
  fetch(server.url + path, {
    method: 'POST',
    headers: headers(SEARCH_KEY),
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  server = await start();
  const admin = { method: 'POST', headers: headers(ADMIN_KEY) };
  await fetch(`${server.url}/1/indexes/products/settings`, {
    ...admin,
    method: 'PUT',
    body: JSON.stringify(SETTINGS),
  });
  const requests = PRODUCTS.map((body) => ({ action: 'addObject', body }));
  await fetch(`${server.url}/1/indexes/products/batch`, {
    ...admin,
    body: JSON.stringify({ requests }),
  });
});

afterAll(async () => {
  await server.app.close();
  await removeDir(server.dataDir);
});

describe('search-only key limits', () => {
  it('refuses a gzip body that inflates past the limit, and reads a normal one', async () => {
    const bomb = gzipSync(
      Buffer.concat([Buffer.from('{"query":"'), Buffer.alloc(90_000_000, 32), Buffer.from('"}')]),
    );
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const refused = await fetch(`${server.url}/1/indexes/products/query`, {
      method: 'POST',
      headers: headers(SEARCH_KEY, { 'content-encoding': 'gzip' }),
      body: bomb,
    });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ message: 'Request body too large', status: 413 });
    expect(Date.now() - started).toBeLessThan(2_000);

    const small = await fetch(`${server.url}/1/indexes/products/query`, {
      method: 'POST',
      headers: headers(SEARCH_KEY, { 'content-encoding': 'gzip' }),
      body: gzipSync(JSON.stringify({ query: 'hoodie' })),
    });
    expect(small.status).toBe(200);
  });

  it('refuses a plain body over the limit', async () => {
    const response = await search({ query: '', filler: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
  });

  it('refuses more than 50 queries in one call, as Algolia does', async () => {
    const requests = (n: number) => Array.from({ length: n }, () => ({ indexName: 'products' }));
    expect((await search({ requests: requests(50) }, '/1/indexes/*/queries')).status).toBe(200);
    const refused = await search({ requests: requests(51) }, '/1/indexes/*/queries');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'Too many queries in multi query request',
      status: 400,
    });
  });

  it('caps hitsPerPage at 1,000', async () => {
    const answer = (await (await search({ hitsPerPage: 100_000 })).json()) as {
      hitsPerPage: number;
    };
    expect(answer.hitsPerPage).toBe(1000);
  });

  it.each([
    ['highlightPreTag', 100, 'x'.repeat(100_000)],
    ['highlightPostTag', 100, 'y'.repeat(101)],
    ['query', 512, 'é'.repeat(257)],
  ])('refuses a %s over %i bytes', async (key, maxBytes, value) => {
    const refused = await search({ [key]: value });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: `Invalid value for "${key}" parameter, expected string shorter than ${maxBytes} bytes`,
      status: 400,
    });
  });

  it('refuses filters nested deeper than any valid filter, and still reads shallow ones', async () => {
    const deep = `${'('.repeat(5000)}color:black${')'.repeat(5000)}`;
    const refused = await search({ filters: deep });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^filters: Too many nested/,
    );
    const shallow = (await (await search({ filters: '((color:black))' })).json()) as {
      nbHits: number;
    };
    expect(shallow.nbHits).toBeGreaterThan(0);
  });
});
