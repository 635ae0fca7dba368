// Two storefront and two API instances behind nginx on PostgreSQL and Redis (issue 21): one
// request id through the layers, every instance observable, a change made through one
// instance seen through the others, and a shopper unaffected by instances dying.
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropClusterDatabase,
  startCluster,
  type Cluster,
  type ClusterService,
} from '../../../../scripts/lib/cluster.mjs';

const BASE = Number(process.env.CLUSTER_PORT_BASE || 4940);
const DATABASE = `shop_cluster_test_${BASE}`;
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ base: BASE, database: DATABASE, fresh: true, seedProducts: 60 });
});

afterAll(async () => {
  await cluster?.stopAll();
  dropClusterDatabase(DATABASE);
  if (cluster) rmSync(cluster.dataDir, { recursive: true, force: true });
});

const direct = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;
const edge = (path: string) => `${cluster.edgeUrl}${path}`;
const API_HEADERS = { 'x-store': 'fr', 'x-device': '0', 'accept-language': 'fr' };
const json = { ...API_HEADERS, 'content-type': 'application/json' };

/** Retries `check` until it passes or the time is up (caches are told, not instant). */
async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 300));
    }
  }
}

/** The JSON log lines of some services that carry this request id. */
const linesWith = (requestId: string, ...services: ClusterService[]) =>
  services.flatMap((name) =>
    cluster.lines(name).filter((line) => line.includes(`"requestId":"${requestId}"`)),
  );

/** A page of one storefront instance, asked for with the shop's public host (the store). */
function storefrontPage(port: number, path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers = { host: `localhost:${cluster.ports.edge}` };
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end();
  });
}

interface ProductPage {
  product: { sizes: { id: number; quantity: number }[] };
  metadata: { canonical: string };
}

/** A product of the catalogue with a size in stock: its id, that size and its page's path. */
async function aProduct(): Promise<{ id: number; sizeId: number; path: string }> {
  const search = await fetch(direct(cluster.ports.search, '/1/indexes/products_fr_prod/query'), {
    method: 'POST',
    headers: {
      'x-algolia-application-id': 'SHOPLOCAL',
      'x-algolia-api-key': cluster.env.ALGOLIA_ADMIN_KEY!,
    },
    body: JSON.stringify({ query: '', hitsPerPage: 20 }),
  }).then((response) => response.json() as Promise<{ hits: { objectID: string }[] }>);
  for (const hit of search.hits) {
    const page = await fetch(direct(cluster.ports.api2, `/api/v5/products/${hit.objectID}`), {
      headers: API_HEADERS,
    }).then((response) => response.json() as Promise<ProductPage>);
    const size = page.product.sizes.find((one) => one.quantity > 0);
    if (size)
      return {
        id: Number(hit.objectID),
        sizeId: size.id,
        path: new URL(page.metadata.canonical).pathname,
      };
  }
  throw new Error('no product with a size in stock');
}

describe('several instances behind nginx', () => {
  it('follows one request id from nginx through a storefront to an API instance', async () => {
    const answer = await fetch(edge('/?no_cache=1'));
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    await eventually(async () => {
      const page = linesWith(requestId, 'storefront1', 'storefront2').map((line) =>
        JSON.parse(line),
      );
      expect(page).toContainEqual(
        expect.objectContaining({ service: 'storefront', route: '/', status: 200 }),
      );
      expect(linesWith(requestId, 'api1', 'api2').length).toBeGreaterThan(0);
    }, 5_000);
  });

  it('serves metrics and readiness on every instance, and 404 for them at the edge', async () => {
    const { ports } = cluster;
    for (const port of [
      ports.api1,
      ports.api2,
      ports.storefront1,
      ports.storefront2,
      ports.checkout,
    ]) {
      const text = await fetch(direct(port, '/metrics')).then((response) => response.text());
      expect(text, `port ${port}`).toContain('# TYPE http_request_duration_seconds histogram');
      expect((await fetch(direct(port, '/health/ready'))).status, `port ${port}`).toBe(200);
    }
    const api = await fetch(direct(ports.api1, '/metrics')).then((response) => response.text());
    expect(api).toContain('shop_api_db_pool_size');
    for (const path of ['/metrics', '/health/ready', '/revalidate.json'])
      expect((await fetch(edge(path))).status, path).toBe(404);
  });

  it('shows a price changed through API 1 through API 2 and both storefronts', async () => {
    const product = await aProduct();
    const price = 400 + (Date.now() % 500) + 0.95;
    const pageOf = async (port: number) => {
      const { status, text } = await storefrontPage(port, product.path);
      expect(status, `${product.path} on ${port}`).toBe(200);
      return text;
    };
    // Both storefronts and API 2 have the old price cached first.
    await Promise.all([pageOf(cluster.ports.storefront1), pageOf(cluster.ports.storefront2)]);
    const changed = await fetch(
      direct(cluster.ports.api1, `/api/v5/admin/products/${product.id}`),
      {
        method: 'PATCH',
        headers: { ...json, 'x-admin-token': cluster.env.ADMIN_TOKEN! },
        body: JSON.stringify({ prices: { fr: { price, originalPrice: price } } }),
      },
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    await eventually(async () => {
      const text = await fetch(direct(cluster.ports.api2, `/api/v5/products/${product.id}`), {
        headers: API_HEADERS,
      }).then((response) => response.text());
      expect(text).toContain(String(price));
    });
    for (const port of [cluster.ports.storefront1, cluster.ports.storefront2]) {
      await eventually(async () => {
        expect(await pageOf(port), `storefront on ${port}`).toContain(
          `"price":"${price.toFixed(2)}"`,
        );
      });
    }
  });

  it('keeps a signed-in shopper and the basket when an API and a storefront instance die', async () => {
    const product = await aProduct();
    const email = `cluster.${Date.now()}@example.com`;
    const tokens = await fetch(edge('/api/v5/security/register'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email,
        password: 'cluster-shopper-1',
        firstName: 'Léa',
        lastName: 'Martin',
      }),
    }).then((response) => response.json() as Promise<{ token: string }>);
    const bearer = { ...API_HEADERS, authorization: `Bearer ${tokens.token}` };
    const basket = () =>
      fetch(edge('/api/v5/basket/detail'), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          basketItems: [{ productId: product.id, productSizeId: product.sizeId, quantity: 2 }],
        }),
      });
    const first = await basket();
    expect(first.status, await first.clone().text()).toBe(200);
    const before: unknown = await first.json();
    expect(
      (await fetch(edge('/api/v5/secure/account/profile/v2'), { headers: bearer })).status,
    ).toBe(200);

    // Mid-journey, one instance of each dies without a goodbye.
    await Promise.all([cluster.stop('api1', 'SIGKILL'), cluster.stop('storefront1', 'SIGKILL')]);

    for (let step = 0; step < 6; step += 1) {
      const profile = await fetch(edge('/api/v5/secure/account/profile/v2'), { headers: bearer });
      expect(profile.status, `profile, step ${step}`).toBe(200);
      expect(await profile.text()).toContain(email);
      const priced = await basket();
      expect(priced.status, `basket, step ${step}`).toBe(200);
      expect(await priced.json()).toEqual(before);
      for (const path of ['/', product.path, '/login']) {
        const page = await fetch(edge(path));
        expect(page.status, `${path}, step ${step}`).toBe(200);
        await page.arrayBuffer();
      }
    }
  });
});
