import {
  ZAssociatedProducts,
  ZProductInformation,
  ZProductPage,
  ZProductScoresList,
} from '@shop/api-client/schemas';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { seededApi } from './support/suite';

const { api, database } = seededApi();

const productRow = async (id: number) =>
  (await database().db.select().from(t.products).where(eq(t.products.id, id)))[0]!;

describe('GET /products/{id}', () => {
  it('answers product, metadata, scores and informations, cacheable 45 minutes', async () => {
    const { status, headers, body } = await api.get('/products/1', { 'X-Url-Version': 'v3' });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=2700');
    const page = ZProductPage.parse(body);
    const row = await productRow(1);
    expect(page.product).toMatchObject({
      productID: 1,
      slugs: row.slugs,
      url: `/p/${row.slugs.fr}`,
    });
    expect(page.product.prices.default.price).toBeGreaterThan(0);
    expect(Object.keys(page.product.prices).sort()).toEqual([
      'be',
      'de',
      'default',
      'es',
      'fr',
      'it',
    ]);
    expect(page.metadata.canonical).toBe(`http://localhost:3000/p/${row.slugs.fr}`);
    expect(page.metadata.alternates.map((alternate) => alternate.hreflang)).toEqual([
      'fr-FR',
      'es-ES',
      'it-IT',
      'nl-BE',
      'fr-BE',
      'de-DE',
      'en',
      'x-default',
    ]);
    expect(page.informations.reference).toBe('MR-0000001');
  });

  it('speaks the request language and carries the store base URL', async () => {
    const page = ZProductPage.parse(
      (await api.get('/products/2', { 'X-Store': 'es', 'Accept-Language': 'es' })).body,
    );
    const row = await productRow(2);
    expect(page.metadata.canonical).toBe(`http://es.localhost:3000/p/${row.slugs.es}`);
    expect(page.product.category.url).toMatch(/-c\d+$/);
  });

  it('shows market labels and watermarks where the catalogue has them', async () => {
    const [labelled] = await database().db.select().from(t.productMarketLabels).limit(1);
    const page = ZProductPage.parse((await api.get(`/products/${labelled!.productId}`)).body);
    expect(page.product.marketLabels[labelled!.code]).toMatchObject({
      name: { fr: expect.any(String) },
    });
    const [marked] = await database()
      .db.select({ id: t.products.id })
      .from(t.products)
      .where(isNotNull(t.products.watermarkUrl))
      .limit(1);
    const watermarked = ZProductPage.parse((await api.get(`/products/${marked!.id}`)).body);
    expect(watermarked.product.watermarkUrl).toMatch(/^\/api\/v5\/media\/watermarks\/\d+\.svg$/);
    expect((await api.get(watermarked.product.watermarkUrl!.replace('/api/v5', ''))).status).toBe(
      200,
    );
  });

  it('answers 404 for an unknown product', async () => {
    const { status, body } = await api.get('/products/999999');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 404 });
  });
});

describe('GET /products/{id}/information', () => {
  it('writes the product sheet in the request language', async () => {
    const german = ZProductInformation.parse(
      (await api.get('/products/3/information', { 'Accept-Language': 'de' })).body,
    );
    const french = ZProductInformation.parse((await api.get('/products/3/information')).body);
    expect(german.description).not.toBe(french.description);
    expect(german.care.length).toBeGreaterThan(0);
    expect(french.madeIn.length).toBeGreaterThan(0);
    expect((await api.get('/products/999999/information')).status).toBe(404);
  });
});

describe('GET /products/{id}/associated', () => {
  it('answers listable best sellers of the same category, itself left out', async () => {
    const row = await productRow(1);
    const { products } = ZAssociatedProducts.parse((await api.get('/products/1/associated')).body);
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(12);
    for (const product of products) {
      expect(product.productID).not.toBe(1);
      expect(product.isOnlyOutlet).toBe(false);
      expect((await productRow(product.productID)).categoryId).toBe(row.categoryId);
    }
    expect((await api.get('/products/999999/associated')).status).toBe(404);
  });
});

describe('GET /products/scores', () => {
  it('answers the ratings of known products in the asked order', async () => {
    const { body } = await api.get('/products/scores?ids[]=5&ids[]=999999&ids[]=1&ids[]=5');
    const { scores } = ZProductScoresList.parse(body);
    expect(scores.map((score) => score.productId)).toEqual([5, 1]);
    for (const score of scores) {
      if (score.count === 0) expect(score.average).toBeNull();
      else expect(score.average).toBeGreaterThanOrEqual(1);
    }
    const single = ZProductScoresList.parse((await api.get('/products/scores?ids[]=2')).body);
    expect(single.scores).toHaveLength(1);
  });
});
