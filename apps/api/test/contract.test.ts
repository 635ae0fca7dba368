import { createApiClient, ZApiErrorBody, type ApiClient } from '@shop/api-client';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { seededApi } from './support/suite';

const { server, database } = seededApi();

const STORES = ['fr', 'es', 'it', 'be', 'de', 'int'] as const;

/** The typed client of @shop/api-client parses every answer with its schema: any drift throws. */
const clientFor = (store: (typeof STORES)[number], noCache = false): ApiClient =>
  createApiClient({
    baseUrl: server().url(''),
    store,
    device: 0,
    locale: store === 'be' ? 'nl' : store === 'int' ? 'en' : store,
    noCache,
  });

describe('contract: every answer of every call parses with its api-client schema', () => {
  it.each(STORES)('store %s', async (store) => {
    const api = clientFor(store);
    const [product] = await database().db.select().from(t.products).limit(1);
    const locale = store === 'be' ? 'nl' : store === 'int' ? 'en' : store;
    await expect(api.init()).resolves.toBeTruthy();
    await expect(api.menu()).resolves.toBeTruthy();
    await expect(api.cmsPage('faq')).resolves.toBeTruthy();
    await expect(api.templatePage('home')).resolves.toBeTruthy();
    await expect(api.templatePage('home', 'v1')).resolves.toBeTruthy();
    await expect(api.templatePage('lookbook')).resolves.toBeTruthy();
    const { templates } = await api.templates([
      'top_categorie_homepage',
      'home_slider',
      'sale_banner',
      'seasonal_banner',
    ]);
    expect(templates).toHaveLength(4);
    await expect(api.product(product!.id)).resolves.toBeTruthy();
    await expect(api.productInformation(product!.id)).resolves.toBeTruthy();
    await expect(api.associatedProducts(product!.id)).resolves.toBeTruthy();
    await expect(api.productScores([1, 2, 3])).resolves.toBeTruthy();
    await expect(api.translations()).resolves.toBeTruthy();
    await expect(api.referer('newsletter')).resolves.toBeTruthy();
    await expect(api.generateEncryptedData('someone@example.com')).resolves.toBeTruthy();
    const init = await api.init();
    const paths = init.menu.flatMap((entry) => [
      entry.url.path,
      ...entry.menuSubSections.flatMap((section) =>
        section.menuSubSectionItems.map((item) => item.url.path),
      ),
    ]);
    paths.push(`/p/${product!.slugs[locale]}`);
    for (const path of paths) {
      const answer = await api.parse({ path: path.split('?')[0]!, url: path });
      // Every link of the menu is the current URL of a page.
      expect(answer.code, `${store} ${path}`).toBe(200);
      const type = answer.pageInfo!.type;
      await expect(api.pageInfo({ pageInfo: { type }, path })).resolves.toBeTruthy();
    }
    for (const path of ['/nope', '/soldes?page=1', `/p/x-${product!.id}`])
      await expect(api.parse({ path: path.split('?')[0]!, url: path })).resolves.toBeTruthy();
    for (const type of [
      'home',
      'search',
      'wishlist',
      'contact',
      'account',
      'basket',
      'checkout',
    ] as const)
      await expect(api.pageInfo({ pageInfo: { type }, path: '/' })).resolves.toBeTruthy();
    await expect(clientFor(store, true).menu()).resolves.toBeTruthy();
    const [size] = await database()
      .db.select()
      .from(t.productSizes)
      .where(eq(t.productSizes.productId, product!.id))
      .limit(1);
    const basket = await api.basketDetail({
      basketItems: [{ productId: product!.id, productSizeId: size!.id, quantity: 1 }],
      basketPromotion: { code: 'BIENVENUE10' },
      countryIsoCode: 'FR',
    });
    expect(basket.basketItems.length + basket.removedItems.length).toBe(1);
    await expect(
      api.basketDetail({ basketItems: [], basketPromotion: { code: '' } }),
    ).resolves.toBeTruthy();
    await expect(api.freeShipping()).resolves.toBeTruthy();
    await expect(api.productReviews(product!.id)).resolves.toBeTruthy();
    const [country] = await api.deliveryCountries();
    const countryIsoCode = country!.isoCode2;
    const line = { productId: product!.id, productSizeId: size!.id, quantity: 1 };
    await expect(api.carriers({ basketItems: [line], countryIsoCode })).resolves.toBeTruthy();
    const { relayPoints } = await api.relayPoints({
      countryIsoCode,
      search: country!.zipCodeExample!.slice(0, 2),
    });
    await expect(api.relayPoints({ countryIsoCode, search: 'nowhere' })).resolves.toBeTruthy();
    if (relayPoints[0]) await expect(api.relayPoint(relayPoints[0].id)).resolves.toBeTruthy();
    await expect(
      api.basketDetail({ basketItems: [line], relayPointId: 'FR-00001', carrierId: 2 }),
    ).resolves.toBeTruthy();
  });

  it('shopper calls that read an e-mail (rate limited: asked once)', async () => {
    await expect(clientFor('fr').isSubscribedToNewsletter('nobody@example.com')).resolves.toEqual({
      email: 'nobody@example.com',
      subscribed: false,
    });
  });

  it('answers errors as { message, status, field? }', async () => {
    for (const path of ['/products/0', '/products/999999', '/cms/slug/nope', '/nope']) {
      const response = await fetch(server().url(path));
      ZApiErrorBody.parse(await response.json());
    }
  });
});
