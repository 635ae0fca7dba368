import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { seedDatabase } from '../src/seed/run';
import { openFreshDatabase } from './support/databases';
import { http } from './support/http';
import { startServer, type TestServer } from './support/server';

let database: Database;
let server: TestServer;
let api: ReturnType<typeof http>;

// A database of its own: the test changes rows behind the caches' back.
beforeAll(async () => {
  database = await openFreshDatabase();
  await seedDatabase(database.db, { products: 20, seed: 7 });
  server = await startServer(database);
  api = http(server);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('caching', () => {
  it('sends the lifetime of storefront section 9 for each call', async () => {
    const lifetimes: [string, string, unknown, number][] = [
      ['GET', '/init', undefined, 3600],
      ['GET', '/website-main/menu/v3', undefined, 900],
      ['GET', '/translations', undefined, 600],
      ['GET', '/products/1', undefined, 2700],
      ['GET', '/products/1/information', undefined, 2700],
      ['GET', '/templates?templateSlugs[]=sale_banner', undefined, 1800],
      ['GET', '/cms/slug/faq', undefined, 3600],
      ['POST', '/parse', { path: '/soldes' }, 300],
      ['POST', '/page-info', { pageInfo: { type: 'home' }, path: '/' }, 300],
    ];
    for (const [method, path, body, seconds] of lifetimes) {
      const answer = await api.call(method, path, body);
      expect(answer.headers.get('cache-control'), path).toBe(`public, max-age=${seconds}`);
      expect(answer.headers.get('etag'), path).toMatch(/^W\/".+"$/);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await api.get('/website-main/menu/v3');
    const etag = first.headers.get('etag')!;
    const second = await api.get('/website-main/menu/v3', { 'If-None-Match': etag });
    expect(second.status).toBe(304);
    expect(second.body).toBe('');
  });

  it('bypasses every cache with no_cache=1', async () => {
    const etag = (await api.get('/referers/instagram')).headers.get('etag')!;
    const bypass = await api.get('/referers/instagram?no_cache=1&cb=1', { 'If-None-Match': etag });
    expect(bypass.status).toBe(200);
    expect(bypass.headers.get('cache-control')).toBe('no-store');

    await database.db
      .update(t.referers)
      .set({ label: 'Instagram Shop' })
      .where(eq(t.referers.name, 'instagram'));
    await database.db.update(t.products).set({ title: 'Renamed' }).where(eq(t.products.id, 1));
    expect((await api.get('/referers/instagram')).body).toMatchObject({ label: 'Instagram' });
    expect((await api.get('/referers/instagram?no_cache=1')).body).toMatchObject({
      label: 'Instagram Shop',
    });
    const cached = (
      await api.get<{ product: { displayInformation: { title: string } } }>('/products/1')
    ).body;
    const fresh = (
      await api.get<{ product: { displayInformation: { title: string } } }>(
        '/products/1?no_cache=1',
      )
    ).body;
    expect(cached.product.displayInformation.title).not.toBe('Renamed');
    expect(fresh.product.displayInformation.title).toBe('Renamed');
  });
});
