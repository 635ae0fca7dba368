// What the public search-only key may ask for: bounded body, queries, lengths and nesting,
// refused as Algolia refuses them ({ message, status }), never answered with a 500 or 90 MB.
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../src/app';
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

const post =
  (key: string) =>
  (body: unknown, path = '/1/indexes/products/query') =>
    fetch(server.url + path, {
      method: 'POST',
      headers: headers(key),
      body: JSON.stringify(body),
    });
const search = post(SEARCH_KEY);
const admin = post(ADMIN_KEY);

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

  it('refuses more than 20 queries in one call with the search key, 50 with the admin key', async () => {
    const requests = (n: number) => Array.from({ length: n }, () => ({ indexName: 'products' }));
    const tooMany = { message: 'Too many queries in multi query request', status: 400 };
    expect((await search({ requests: requests(20) }, '/1/indexes/*/queries')).status).toBe(200);
    const refused = await search({ requests: requests(21) }, '/1/indexes/*/queries');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(tooMany);

    expect((await admin({ requests: requests(50) }, '/1/indexes/*/queries')).status).toBe(200);
    const refusedAdmin = await admin({ requests: requests(51) }, '/1/indexes/*/queries');
    expect(refusedAdmin.status).toBe(400);
    expect(await refusedAdmin.json()).toEqual(tooMany);
  });

  it.each([
    ['hitsPerPage', 100],
    ['maxValuesPerFacet', 100],
  ])('refuses a %s over %i with the search key, in each query of a call', async (key, max) => {
    expect((await search({ [key]: max })).status).toBe(200);
    const message = `Invalid value for "${key}" parameter, expected at most ${max} with a search-only API key`;
    const single = await search({ [key]: max + 1 });
    expect(single.status).toBe(400);
    expect(await single.json()).toEqual({ message, status: 400 });
    // The legacy params string and the multi-query endpoint are held to the same bound.
    const multi = await search(
      {
        requests: [
          { indexName: 'products', hitsPerPage: 1 },
          { indexName: 'products', params: `${key}=${max + 1}` },
        ],
      },
      '/1/indexes/*/queries',
    );
    expect(multi.status).toBe(400);
    expect(await multi.json()).toEqual({ message, status: 400 });
  });

  it('lets the admin key ask up to 1,000 hits, as Algolia does', async () => {
    const answer = (await (await admin({ hitsPerPage: 100_000 })).json()) as {
      hitsPerPage: number;
    };
    expect(answer.hitsPerPage).toBe(1000);
  });

  it('refuses getObjects of more than 100 records with the search key', async () => {
    const requests = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ indexName: 'products', objectID: String(i) }));
    expect((await search({ requests: requests(100) }, '/1/indexes/*/objects')).status).toBe(200);
    const refused = await search({ requests: requests(101) }, '/1/indexes/*/objects');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/"requests"/);
    expect((await admin({ requests: requests(101) }, '/1/indexes/*/objects')).status).toBe(200);
  });

  it('refuses an answer over 1 MB with the search key, not with the admin key', async () => {
    // 100 records of 12 KB: 100 hits are 1.2 MB, within the bound on hits but not on bytes.
    const requests = Array.from({ length: 100 }, (_, i) => ({
      action: 'addObject',
      body: { objectID: `big-${i}`, name: `big ${i}`, notes: 'x'.repeat(12_000) },
    }));
    const batch = await admin({ requests }, '/1/indexes/big/batch');
    const { taskID } = (await batch.json()) as { taskID: number };
    await fetch(`${server.url}/1/indexes/big/task/${taskID}`, { headers: headers(ADMIN_KEY) });

    const tooLarge = {
      message:
        'Answer too large: more than 1048576 bytes for a search-only API key; ask for fewer hits, attributes or facet values',
      status: 400,
    };
    const noHighlight = { attributesToHighlight: [] }; // else each hit carries its notes twice
    const refused = await search({ hitsPerPage: 100, ...noHighlight }, '/1/indexes/big/query');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(tooLarge);
    // Two queries of 60 hits: each under the bound, together over it.
    const twice = await search(
      {
        requests: [
          { indexName: 'big', hitsPerPage: 60, ...noHighlight },
          { indexName: 'big', hitsPerPage: 60, page: 1, ...noHighlight },
        ],
      },
      '/1/indexes/*/queries',
    );
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual(tooLarge);
    const fewer = await search({ hitsPerPage: 60, ...noHighlight }, '/1/indexes/big/query');
    expect(fewer.status).toBe(200);
    const lean = await search(
      { hitsPerPage: 100, attributesToRetrieve: ['name'], ...noHighlight },
      '/1/indexes/big/query',
    );
    expect(((await lean.json()) as { hits: unknown[] }).hits).toHaveLength(100);

    const whole = await admin({ hitsPerPage: 100, ...noHighlight }, '/1/indexes/big/query');
    expect(whole.status).toBe(200);
    expect(Buffer.byteLength(await whole.text())).toBeGreaterThan(1024 * 1024);
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

/** A POST from a chosen local address (127.0.0.2 is another client on loopback). */
function postFrom(
  url: string,
  body: unknown,
  options: { key?: string; localAddress?: string; forwardedFor?: string } = {},
): Promise<{ status: number; retryAfter?: string; body: { message?: string; status?: number } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: options.localAddress ?? '127.0.0.1',
        headers: {
          ...headers(options.key ?? SEARCH_KEY),
          ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: JSON.parse(text) as { message?: string },
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const twentyQueries = {
  requests: Array.from({ length: 20 }, () => ({ indexName: 'products', hitsPerPage: 1 })),
};

/** Sends 20-query calls until one is refused; the statuses seen (at most `tries` calls). */
async function drain(send: () => ReturnType<typeof postFrom>, tries = 40) {
  const seen: Awaited<ReturnType<typeof postFrom>>[] = [];
  for (let i = 0; i < tries; i++) {
    const answer = await send();
    seen.push(answer);
    if (answer.status !== 200) break;
  }
  return seen;
}

/** A service of its own holding PRODUCTS, started with `options`. */
async function serviceWith(options: Partial<AppOptions>): Promise<Running> {
  const running = await start(undefined, options);
  const requests = PRODUCTS.map((body) => ({ action: 'addObject', body }));
  await postFrom(`${running.url}/1/indexes/products/batch`, { requests }, { key: ADMIN_KEY });
  return running;
}
const stop = async (running: Running) => {
  await running.app.close();
  await removeDir(running.dataDir);
};

describe('search-only key rate limit per client', () => {
  let limited: Running;
  const queriesUrl = () => `${limited.url}/1/indexes/*/queries`;

  // Every client counted, as a deployment whose storefront servers are elsewhere.
  beforeAll(async () => (limited = await serviceWith({ unlimitedClients: [] })));
  afterAll(() => stop(limited));

  it("refuses a client's queries past its budget with a 429, not another client's or the admin key's", async () => {
    const seen = await drain(() => postFrom(queriesUrl(), twentyQueries));
    const refused = seen.at(-1)!;
    expect(refused.status).toBe(429);
    expect(refused.body.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many requests: at most 200 queries at once and 10 a second per client with a search-only API key; retry in \d+ s$/,
    );
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    // Each query of a call counts, so a 200-query budget is spent within a few 20-query calls.
    expect(seen.length).toBeLessThan(20);
    // Single searches draw on the same budget: a third client's run of them ends refused. (The
    // bucket refills 10 a second, so on a slow machine the first client's next single search
    // may already have a token back: the refusal is shown on a run, not on one request.)
    const singles = await drain(
      () =>
        postFrom(
          `${limited.url}/1/indexes/products/query`,
          { query: '' },
          {
            localAddress: '127.0.0.3',
          },
        ),
      2_000,
    );
    expect(singles.at(-1)!.status).toBe(429);

    const other = await postFrom(queriesUrl(), twentyQueries, { localAddress: '127.0.0.2' });
    expect(other.status).toBe(200);
    const adminCall = await postFrom(queriesUrl(), twentyQueries, { key: ADMIN_KEY });
    expect(adminCall.status).toBe(200);
  });
});

describe('rate limit behind a proxy, with the storefront servers exempt', () => {
  let proxied: Running;
  const queriesUrl = () => `${proxied.url}/1/indexes/*/queries`;

  beforeAll(async () => {
    proxied = await serviceWith({ unlimitedClients: ['198.51.100.0/24'], trustProxy: 'loopback' });
  });
  afterAll(() => stop(proxied));

  it('counts the forwarded client, and never an exempt server', async () => {
    const storefront = await drain(
      () => postFrom(queriesUrl(), twentyQueries, { forwardedFor: '198.51.100.9' }),
      15,
    );
    // 300 queries, past any client's budget, all answered.
    expect(storefront.map((answer) => answer.status)).toEqual(Array(15).fill(200));

    const browser = await drain(() =>
      postFrom(queriesUrl(), twentyQueries, { forwardedFor: '203.0.113.7' }),
    );
    expect(browser.at(-1)!.status).toBe(429);
    const neighbour = await postFrom(queriesUrl(), twentyQueries, {
      forwardedFor: '203.0.113.8',
    });
    expect(neighbour.status).toBe(200);
  });
});
