import {
  ZAdminProduct,
  ZAdminSettings,
  ZApiErrorBody,
  ZInit,
  ZProductPage,
  type TAdminProduct,
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

let database: Database;
let server: TestServer;
let api: ReturnType<typeof http>;

// It writes: a database of its own, seeded small.
beforeAll(async () => {
  database = await openFreshDatabase();
  await seedDatabase(database.db, { products: 30, seed: TEST_SEED });
  server = await startServer(database);
  api = http(server);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const patch = <T = unknown>(path: string, body: unknown, headers: Record<string, string> = ADMIN) =>
  api.call<T>('PATCH', path, body, headers);

const fieldOf = (body: unknown) => ZApiErrorBody.parse(body).field;

describe('admin token', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/admin/settings', undefined],
    ['PATCH', '/admin/settings', { maintenance: true }],
    ['PATCH', '/admin/products/1', { displayInListing: false }],
    ['PATCH', '/admin/products/1/sizes/1', { stock: 3 }],
  ];
  it('answers 401 without the token or with a wrong one, before reading the body', async () => {
    for (const [method, path, body] of calls) {
      const variants: Record<string, string>[] = [
        {},
        { [ADMIN_TOKEN_HEADER]: 'local-admin-tokeN' },
        { [ADMIN_TOKEN_HEADER]: '' },
      ];
      for (const headers of variants) {
        const answer = await api.call(method, path, body, headers);
        expect({ path, status: answer.status }).toEqual({ path, status: 401 });
        expect(ZApiErrorBody.parse(answer.body).status).toBe(401);
      }
    }
    const bad = await api.call('PATCH', '/admin/settings', { maintenance: 'yes' }, {});
    expect(bad.status).toBe(401);
    const settings = await api.get('/admin/settings', ADMIN);
    expect(ZAdminSettings.parse(settings.body).maintenance).toBe(false);
  });
});

describe('PATCH /admin/settings', () => {
  it('shows the new values in GET /init and page texts at once, despite warm caches', async () => {
    const before = await api.get('/init', { 'X-Store': 'fr' });
    expect(ZInit.parse(before.body).boSettings.maintenance).toBe(false);
    const listing = () =>
      api.post<{ pageInfo: { seo: { description: string } } }>('/parse', { path: '/nouveautes' });
    expect((await listing()).body.pageInfo.seo.description).toContain('dès 99 €');

    const changed = await patch('/admin/settings', { maintenance: true, freeShippingAmount: 49.9 });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      maintenance: true,
      popinOutlet: false,
      freeShippingAmount: 49.9,
      noveltySince: expect.any(String),
    });

    const after = ZInit.parse((await api.get('/init', { 'X-Store': 'fr' })).body);
    expect(after.boSettings).toEqual({ maintenance: true, popinOutlet: false });
    expect(after.freeShippingAmount.freeShipping).toBe(49.9);
    expect((await listing()).body.pageInfo.seo.description).toContain('dès 49.9 €');

    await patch('/admin/settings', { maintenance: false, popinOutlet: true });
    const last = ZInit.parse((await api.get('/init', { 'X-Store': 'es' })).body);
    expect(last.boSettings).toEqual({ maintenance: false, popinOutlet: true });
    expect(last.freeShippingAmount.freeShipping).toBe(49.9);
    expect((await api.get('/admin/settings', ADMIN)).body).toEqual({
      maintenance: false,
      popinOutlet: true,
      freeShippingAmount: 49.9,
      noveltySince: expect.any(String),
    });
  });

  it('answers 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ maintenance: 'yes' }, 'maintenance'],
      [{ freeShippingAmount: 12.345 }, 'freeShippingAmount'],
      [{ freeShippingAmount: -1 }, 'freeShippingAmount'],
      [{ popinOutlet: true, colour: 'red' }, 'colour'],
      [{ noveltySince: 'last week' }, 'noveltySince'],
      [[], 'body'],
    ];
    for (const [body, field] of cases) {
      const answer = await patch('/admin/settings', body);
      expect({ body, status: answer.status, field: fieldOf(answer.body) }).toEqual({
        body,
        status: 400,
        field,
      });
    }
  });
});

describe('PATCH /admin/products', () => {
  it('changes listing flags and prices; the product page shows them at once', async () => {
    const page = async () =>
      ZProductPage.parse((await api.get('/products/2', { 'X-Store': 'fr' })).body);
    await page();
    const answer = await patch<TAdminProduct>('/admin/products/2', {
      displayInListing: false,
      label: 'promo',
      prices: { fr: { price: 12.5, originalPrice: 25 }, default: { price: 13, originalPrice: 26 } },
    });
    expect(answer.status).toBe(200);
    const product = ZAdminProduct.parse(answer.body);
    expect(product).toMatchObject({
      id: 2,
      displayInListing: false,
      label: 'promo',
      prices: { fr: { price: 12.5, originalPrice: 25 }, default: { price: 13, originalPrice: 26 } },
    });
    expect(JSON.stringify((await page()).product)).toContain('12.5');
    const [row] = await database.db.select().from(t.products).where(eq(t.products.id, 2));
    expect(row?.displayInListing).toBe(false);
  });

  it('sets the stock of a size of the product only', async () => {
    const [size, other] = await database.db
      .select()
      .from(t.productSizes)
      .where(eq(t.productSizes.productId, 3));
    const answer = await patch(`/admin/products/3/sizes/${size!.id}`, { stock: 7 });
    expect(answer.body).toEqual({ id: size!.id, productId: 3, label: size!.label, stock: 7 });
    const [stored] = await database.db
      .select()
      .from(t.productSizes)
      .where(eq(t.productSizes.id, size!.id));
    expect(stored?.stock).toBe(7);
    expect(other).toBeDefined();
    const wrongProduct = await patch(`/admin/products/4/sizes/${size!.id}`, { stock: 1 });
    expect(wrongProduct.status).toBe(404);
  });

  it('answers 404 for unknown ids and 400 naming the field', async () => {
    expect((await patch('/admin/products/999999', { isOnlyOutlet: true })).status).toBe(404);
    expect((await patch('/admin/products/1/sizes/999999', { stock: 1 })).status).toBe(404);
    const cases: [string, unknown, string][] = [
      ['/admin/products/abc', {}, 'id'],
      ['/admin/products/1', { displayInListing: 1 }, 'displayInListing'],
      ['/admin/products/1', { label: 'cheap' }, 'label'],
      [
        '/admin/products/1',
        { prices: { fr: { price: 30, originalPrice: 20 } } },
        'prices.fr.price',
      ],
      ['/admin/products/1', { prices: { us: { price: 1, originalPrice: 2 } } }, 'prices.us'],
      ['/admin/products/1', { prices: { fr: { price: 1 } } }, 'prices.fr.originalPrice'],
      ['/admin/products/1/sizes/x', { stock: 1 }, 'sizeId'],
      ['/admin/products/1/sizes/1', { stock: -1 }, 'stock'],
      ['/admin/products/1/sizes/1', { stock: 1.5 }, 'stock'],
      ['/admin/products/1/sizes/1', {}, 'stock'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await patch(path, body);
      expect({ path, body, status: answer.status, field: fieldOf(answer.body) }).toEqual({
        path,
        body,
        status: 400,
        field,
      });
    }
  });
});
