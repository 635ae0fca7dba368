import type { AddressInfo } from 'node:net';
import { ZProductHit } from '@shop/api-client/schemas';
import { paginationLimitFor } from '@shop/domain/listing-search';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesFor } from '../src/app';
import type { Database } from '../src/db/client';
import { createSearchClient } from '../src/indexer/client';
import { indexProducts } from '../src/indexer/run';
import { openSeededDatabase } from './support/databases';
import { TEST_PRODUCTS } from './support/provided';
import { testEnv } from './support/server';

/** A stand-in that records what the official algoliasearch client sends over HTTP. */
async function startRecorder() {
  const calls: { method: string; url: string; body: unknown; apiKey: unknown }[] = [];
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body ? JSON.parse(String(body)) : {}),
  );
  let task = 0;
  app.all('/1/*', async (request) => {
    calls.push({
      method: request.method,
      url: request.url.split('?')[0]!,
      body: request.body,
      apiKey: request.headers['x-algolia-api-key'],
    });
    if (request.method === 'GET' && request.url.includes('/task/'))
      return { status: 'published', pendingTask: false };
    task += 1;
    return { taskID: task, updatedAt: new Date().toISOString(), objectIDs: [] };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, calls, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

let database: Database;
let recorder: Awaited<ReturnType<typeof startRecorder>>;

beforeAll(async () => {
  database = await openSeededDatabase();
  recorder = await startRecorder();
});
afterAll(async () => {
  await recorder?.app.close();
  await database?.close();
});

describe('indexer', () => {
  it('pushes every store index through the algoliasearch client', async () => {
    const env = testEnv({ SEARCH_URL: recorder.url });
    const result = await indexProducts(database.db, createSearchClient(env), storesFor(env), {
      batchSize: 150,
    });
    expect(result.products).toBe(TEST_PRODUCTS);
    const { calls } = recorder;
    expect(calls.every((call) => call.apiKey === 'local-admin-key')).toBe(true);
    const settings = calls.filter(
      (call) => call.method === 'PUT' && call.url.endsWith('/settings'),
    );
    const primaries = settings.filter((call) => /_prod$/.test(call.url.split('/')[3]!));
    expect(primaries.map((call) => call.url.split('/')[3])).toEqual(
      ['fr', 'es', 'it', 'be', 'de', 'int'].map((store) => `products_${store}_prod`),
    );
    expect(primaries[0]?.body).toMatchObject({
      customRanking: ['desc(sales)'],
      searchableAttributes: ['name', 'brandName', 'categoryName'],
      replicas: expect.arrayContaining(['products_fr_prod_price_asc', 'products_fr_prod_novelty']),
    });
    // Every sort key of the spec (section 9) is a replica with its own ranking.
    expect(settings).toHaveLength(6 * 11);
    // Listings page through the whole catalogue, not Algolia's default first 1,000 hits.
    for (const call of settings)
      expect(call.body, call.url).toMatchObject({
        paginationLimitedTo: paginationLimitFor(TEST_PRODUCTS),
      });
    expect(
      settings.find((call) => call.url.includes('/products_fr_prod_price_asc/'))?.body,
    ).toMatchObject({
      ranking: expect.arrayContaining(['asc(price)']),
    });

    const batches = calls.filter((call) => call.url.endsWith('/batch'));
    expect(batches).toHaveLength(12);
    const records = (index: string) =>
      batches
        .filter((call) => call.url.includes(`/${index}/`))
        .flatMap(
          (call) =>
            (call.body as { requests: { action: string; body: Record<string, unknown> }[] })
              .requests,
        )
        .map((request) => request.body);
    const es = records('products_es_prod');
    expect(es).toHaveLength(TEST_PRODUCTS);
    for (const record of es) {
      const hit = ZProductHit.parse(record);
      expect(record.price).toBe(hit.prices.es?.price);
      expect(record.name).toBe(hit.names.es);
    }
    const int = records('products_int_prod');
    expect(
      int.every((record) => record.price === ZProductHit.parse(record).prices.default.price),
    ).toBe(true);
    expect(calls.filter((call) => call.url.includes('/task/'))).toHaveLength(6 * 11);
  });
});
