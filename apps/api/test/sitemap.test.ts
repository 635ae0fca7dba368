import { SITEMAP_PRODUCTS_PER_PAGE, ZSitemapProducts } from '@shop/api-client/schemas';
import { count, eq, and } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { seededApi } from './support/suite';

const { api, database } = seededApi();

describe('GET /sitemap/products', () => {
  it('lists every listable product once, with its slug in every language', async () => {
    const [listable] = await database()
      .db.select({ value: count() })
      .from(products)
      .where(and(eq(products.displayInListing, true), eq(products.isOnlyOutlet, false)));
    const { status, headers, body } = await api.get('/sitemap/products?page=0');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('max-age=900');
    const page = ZSitemapProducts.parse(body);
    expect(page.pages).toBe(Math.ceil(listable!.value / SITEMAP_PRODUCTS_PER_PAGE));
    expect(page.products).toHaveLength(Math.min(listable!.value, SITEMAP_PRODUCTS_PER_PAGE));
    expect(Object.keys(page.products[0]!.slugs).sort()).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'it',
      'nl',
    ]);
  });

  it('leaves out outlet-only and hidden products', async () => {
    const hidden = await database()
      .db.select({ slugs: products.slugs })
      .from(products)
      .where(eq(products.isOnlyOutlet, true))
      .limit(5);
    const listed = ZSitemapProducts.parse((await api.get('/sitemap/products')).body);
    const slugs = new Set(listed.products.map((product) => product.slugs.fr));
    expect(hidden.length).toBeGreaterThan(0);
    for (const product of hidden) expect(slugs.has(product.slugs.fr)).toBe(false);
  });

  it('answers 400 naming the page on a bad page number', async () => {
    const { status, body } = await api.get('/sitemap/products?page=-1');
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'page' });
  });
});
