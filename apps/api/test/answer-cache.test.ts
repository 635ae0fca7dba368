import {
  ZParseAnswer,
  ZProductPage,
  type TProductPage,
  ADMIN_TOKEN_HEADER,
} from '@shop/api-client/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { seedDatabase } from '../src/seed/run';
import { openFreshDatabase } from './support/databases';
import { http } from './support/http';
import { TEST_SEED } from './support/provided';
import { startServer, type TestServer } from './support/server';

const ADMIN = { [ADMIN_TOKEN_HEADER]: 'local-admin-token' };
const FR = { 'X-Store': 'fr' };

let database: Database;
let server: TestServer;
let api: ReturnType<typeof http>;

// The serialized answers of GET /products/{id} and POST /parse are kept per store, language
// and URL: these tests change the catalogue behind them, so a database of their own.
beforeAll(async () => {
  database = await openFreshDatabase();
  await seedDatabase(database.db, { products: 12, seed: TEST_SEED });
  server = await startServer(database);
  api = http(server);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const productPage = async (id: number, headers: Record<string, string> = FR) => {
  const answer = await api.get<TProductPage>(`/products/${id}`, headers);
  return { ...answer, page: answer.status === 200 ? ZProductPage.parse(answer.body) : null };
};

describe('serialized product answers', () => {
  it('keeps one answer per store and language, with its ETag and 304', async () => {
    const first = await productPage(5);
    const again = await productPage(5);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toBe('public, max-age=2700');
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const revalidated = await api.get('/products/5', {
      ...FR,
      'If-None-Match': first.headers.get('etag')!,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');

    const spanish = await productPage(5, { 'X-Store': 'es' });
    const english = await productPage(5, { ...FR, 'Accept-Language': 'en' });
    expect(spanish.page!.product.url).toBe(`/p/${spanish.page!.product.slugs.es}`);
    expect(english.page!.product.url).toBe(`/p/${english.page!.product.slugs.en}`);
    expect(first.page!.product.url).toBe(`/p/${first.page!.product.slugs.fr}`);
    expect(new Set([first, spanish, english].map((a) => a.headers.get('etag'))).size).toBe(3);
  });

  it('shows a stock change of the back office at once, under a new ETag', async () => {
    const before = await productPage(6);
    const etag = before.headers.get('etag')!;
    const size = before.page!.product.sizes[0]!;
    const patched = await api.call(
      'PATCH',
      `/admin/products/6/sizes/${size.id}`,
      { stock: size.quantity + 11 },
      ADMIN,
    );
    expect(patched.status).toBe(200);

    const after = await productPage(6);
    expect(after.page!.product.sizes[0]!.quantity).toBe(size.quantity + 11);
    expect(after.headers.get('etag')).not.toBe(etag);
    const stale = await api.get('/products/6', { ...FR, 'If-None-Match': etag });
    expect(stale.status).toBe(200);
  });

  it('answers 404 for an unknown id without remembering it', async () => {
    expect((await productPage(990)).status).toBe(404);
    expect((await productPage(990)).status).toBe(404);
  });

  it('is bypassed by no_cache=1, and a bypass leaves the kept answer alone', async () => {
    const kept = await productPage(7);
    await database.db
      .update(t.products)
      .set({ title: 'Behind the cache' })
      .where(eq(t.products.id, 7));
    const fresh = await api.get<TProductPage>('/products/7?no_cache=1', FR);
    expect(fresh.headers.get('cache-control')).toBe('no-store');
    expect(fresh.body.product.displayInformation.title).toBe('Behind the cache');
    expect((await productPage(7)).body).toEqual(kept.body);
  });
});

describe('serialized parse answers', () => {
  it('sends the same answer and ETag for the same URL, and 304 to it', async () => {
    const body = { path: '/soldes', url: '/soldes?page=2' };
    const first = await api.post('/parse', body, FR);
    const again = await api.post('/parse', body, FR);
    expect(ZParseAnswer.parse(again.body)).toEqual(first.body);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    const revalidated = await api.post('/parse', body, {
      ...FR,
      'If-None-Match': first.headers.get('etag')!,
    });
    expect(revalidated.status).toBe(304);
    // Another store resolves the same path on its own.
    const other = await api.post('/parse', body, { 'X-Store': 'es' });
    expect(other.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('shows a new free-shipping amount in cached listing texts at once', async () => {
    const body = { path: '/soldes' };
    const before = ZParseAnswer.parse((await api.post('/parse', body, FR)).body);
    expect(before.pageInfo?.seo.description).toContain('99');
    const patched = await api.call('PATCH', '/admin/settings', { freeShippingAmount: 149 }, ADMIN);
    expect(patched.status).toBe(200);
    const after = ZParseAnswer.parse((await api.post('/parse', body, FR)).body);
    expect(after.pageInfo?.seo.description).toContain('149');
  });
});
