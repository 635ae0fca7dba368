import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPglite } from '../src/db/open';
import { readiness } from '@shop/observability';
import { apiReadiness } from '../src/observability/readiness';
import { orderApi } from './support/orders';
import { testEnv } from './support/server';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

const { api, customers, parcel, carrierId, placeOrder } = orderApi();
const root = (path: string) => new URL(path, api.url('')).href;
const metricsText = () => fetch(root('/metrics')).then((answer) => answer.text());

describe('request ids and metrics', () => {
  it("keeps the edge's request id and sends it back; makes one when there is none", async () => {
    const given = await api.get('/init', { 'x-request-id': 'edge-abc.123' });
    expect(given.headers.get('x-request-id')).toBe('edge-abc.123');
    const made = await api.get('/init');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await api.get('/init', { 'x-request-id': 'a"b' });
    expect(forged.headers.get('x-request-id')).not.toBe('a"b');
  });

  it('counts requests by route pattern, and the caches hits and misses', async () => {
    const item = await parcel(3, '10.00');
    await api.get(`/products/${item.productId}`);
    await api.get(`/products/${item.productId}`);
    const text = await metricsText();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v5\/products\/:id",status_code="200"\} [1-9]/,
    );
    expect(text).not.toContain(`/api/v5/products/${item.productId}"`);
    expect(text).toMatch(/shop_api_cache_lookups_total\{cache="products",result="hit"\} [1-9]/);
    expect(text).toMatch(/shop_api_cache_hit_ratio\{cache="products"\} 0\.\d+/);
    expect(text).toContain('shop_api_search_request_duration_seconds');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts an order placed once, not its idempotent replay', async () => {
    const [shopper] = await customers(1);
    const item = await parcel(3, '10.00');
    const body = {
      basketItems: [{ ...item, quantity: 1 }],
      carrierId: await carrierId('relay'),
      relayPointId: 'FR-00001',
      payment: { methodId: 12 },
      termsAccepted: true,
    };
    const before = /shop_orders_placed_total\{store="fr"\} (\d+)/.exec(await metricsText());
    const key = `observability-${Date.now()}`;
    expect((await placeOrder(shopper!.token, body, key)).status).toBe(201);
    expect((await placeOrder(shopper!.token, body, key)).status).toBe(201);
    const after = /shop_orders_placed_total\{store="fr"\} (\d+)/.exec(await metricsText());
    expect(Number(after?.[1])).toBe(Number(before?.[1] ?? 0) + 1);
  });

  it('is live and ready on a working database and search', async () => {
    expect((await fetch(root('/health/live'))).status).toBe(200);
    // The test environment's search service is not started: only the database is checked.
    const ready = (await fetch(root('/health/ready')).then((answer) => answer.json())) as {
      checks: Record<string, string>;
    };
    expect(ready.checks.database).toBe('ok');
  });
});

describe('readiness', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof openPglite>>;
  let closed: string;
  beforeAll(async () => {
    database = await openPglite();
    closed = `127.0.0.1:${await closedPort()}`;
    app = await buildApp({ db: database.db, env: testEnv({ SEARCH_URL: `http://${closed}` }) });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 503 naming search when it cannot be reached', async () => {
    const answer = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(answer.statusCode).toBe(503);
    const { status, checks } = answer.json();
    expect(status).toBe('not ready');
    expect(checks).toEqual({ database: 'ok', search: expect.stringMatching(/ECONNREFUSED/) });
  });

  it('checks Redis when REDIS_URL is set', async () => {
    const down = apiReadiness(database.db, testEnv({ REDIS_URL: `redis://${closed}` }));
    try {
      const { status, body } = await readiness({ redis: down.checks.redis! });
      expect(status).toBe(503);
      expect(body.checks.redis).not.toBe('ok');
    } finally {
      await down.close();
    }
  });

  it('answers 503 naming the database when it is down, and stays live', async () => {
    await database.close();
    const answer = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().checks.database).not.toBe('ok');
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});
