import { ZParseAnswer, type TParseAnswer } from '@shop/api-client/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { seededApi } from './support/suite';

const { api, database } = seededApi();

async function parse(path: string, store = 'fr', url?: string): Promise<TParseAnswer> {
  const { status, headers, body } = await api.post(
    '/parse',
    { path, ...(url ? { url } : {}) },
    { 'X-Store': store },
  );
  expect(status).toBe(200);
  expect(headers.get('cache-control')).toBe('public, max-age=300');
  return ZParseAnswer.parse(body);
}
const ok = async (path: string, store = 'fr', url?: string) => {
  const answer = await parse(path, store, url);
  expect(answer.code, `${store} ${path}`).toBe(200);
  return answer.pageInfo!;
};
const redirects = async (path: string, target: string, store = 'fr') => {
  const answer = await parse(path, store);
  expect(answer, `${store} ${path}`).toMatchObject({ code: 301, url: { path: target } });
  return answer;
};

describe('POST /parse: listings', () => {
  it('resolves a category with breadcrumb, bubbles and SEO', async () => {
    const info = await ok('/t-shirts-c4');
    expect(info).toMatchObject({
      type: 'listing',
      listingType: 'category',
      title: 'T-shirts',
      filters: { categoryId: 4, page: 0 },
    });
    expect(info.breadcrumb.parts).toEqual([
      { label: 'Accueil', url: '/' },
      { label: 'Vêtements', url: '/vetements-c1' },
      { label: 'T-shirts', url: '/t-shirts-c4' },
    ]);
    expect(info.bubbles.map((bubble) => bubble.url)).toContain('/sweats-a-capuche-c5');
    expect(info.seo).toMatchObject({
      canonical: 'http://localhost:3000/t-shirts-c4',
      robots: 'index,follow',
    });
    expect(info.seo.alternates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          hreflang: 'es-ES',
          url: 'http://es.localhost:3000/camisetas-c4',
        }),
        expect.objectContaining({
          hreflang: 'x-default',
          url: 'http://localhost:3000/t-shirts-c4',
        }),
      ]),
    );
    expect((await ok('/camisetas-c4', 'es')).breadcrumb.parts[1]?.label).toBe('Ropa');
  });

  it('resolves brands, artists, ranges and combinations', async () => {
    expect(await ok('/rue-basse-b1')).toMatchObject({
      listingType: 'brand',
      filters: { brandId: 1 },
    });
    expect(await ok('/lou-marques-a1')).toMatchObject({
      listingType: 'artist',
      filters: { artistId: 1 },
    });
    expect(await ok('/rue-basse-archive-r1')).toMatchObject({
      listingType: 'brand',
      filters: { brandId: 1, rangeId: 1 },
    });
    const both = await ok('/rue-basse-b1/t-shirts-c4');
    expect(both).toMatchObject({
      filters: { brandId: 1, categoryId: 4 },
      title: 'T-shirts Rue Basse',
    });
    expect(both.breadcrumb.parts.map((part) => part.url)).toEqual([
      '/',
      '/rue-basse-b1',
      '/rue-basse-b1/vetements-c1',
      '/rue-basse-b1/t-shirts-c4',
    ]);
    await redirects('/t-shirts-c4/rue-basse-b1', '/rue-basse-b1/t-shirts-c4');
    expect((await parse('/nord-avenue-b3/rue-basse-archive-r1')).code).toBe(404);
  });

  it('resolves the sale word of each store', async () => {
    const words = {
      fr: '/soldes',
      es: '/rebajas',
      it: '/saldi',
      be: '/solden',
      de: '/sale',
      int: '/sale',
    };
    for (const [store, path] of Object.entries(words))
      expect(await ok(path, store)).toMatchObject({
        listingType: 'sales',
        filters: { minPromotionPercent: 1 },
      });
    await redirects('/soldes', '/rebajas', 'es');
    await redirects('/en/soldes', '/en/rebajas', 'es');
  });

  it('resolves novelties, top sales, promotions, flash sale and outlet in every language', async () => {
    for (const [path, store] of [
      ['/nouveautes', 'fr'],
      ['/novedades', 'es'],
      ['/notizie', 'it'],
      ['/nieuw', 'be'],
      ['/neu', 'de'],
      ['/new', 'int'],
      ['/en/new', 'fr'],
      ['/es/novedades', 'fr'],
    ])
      expect(await ok(path!, store), path).toMatchObject({ listingType: 'novelty' });
    for (const [path, store] of [
      ['/top-ventes', 'fr'],
      ['/top-ventas', 'es'],
      ['/vendite-top', 'it'],
      ['/bestsellers', 'be'],
      ['/bestsellers', 'de'],
      ['/bestsellers', 'int'],
    ])
      expect(await ok(path!, store), path).toMatchObject({ listingType: 'top_sales' });
    await redirects('/new', '/nouveautes');
    expect(await ok('/promotions', 'fr', '/promotions?promotions=30~100')).toMatchObject({
      listingType: 'promotions',
      filters: { ranges: { promotions: { min: 30, max: 100 } } },
      seo: { robots: 'noindex,follow' },
    });
    expect(await ok('/ventes-flash')).toMatchObject({
      listingType: 'flash_sale',
      filters: { label: 'flash_sale' },
    });
    expect(await ok('/outlet')).toMatchObject({
      listingType: 'outlet',
      filters: { isOnlyOutlet: true },
      seo: { robots: 'noindex,nofollow' },
    });
  });

  it('reads facets, sort and page from the URL', async () => {
    const info = await ok(
      '/soldes/t-shirts-c4',
      'fr',
      '/soldes/t-shirts-c4?brands=Rue+Basse~Sable+%26+Fils&sizes=M--L&sexe=homme.femme&prices=10~50&sort=price_asc&page=3&utm_source=mail',
    );
    expect(info.filters).toMatchObject({
      facets: {
        brands: ['Rue Basse', 'Sable & Fils'],
        sizes: ['M', 'L'],
        sexe: ['Femme', 'Homme'],
      },
      ranges: { prices: { min: 10, max: 50 } },
      sort: 'price_asc',
      page: 2,
    });
    expect(info.seo.canonical).toBe('http://localhost:3000/soldes/t-shirts-c4?page=3');
  });
});

describe('POST /parse: products', () => {
  it('resolves product slugs in every language and redirects foreign ones', async () => {
    const [row] = await database().db.select().from(t.products).where(eq(t.products.id, 7));
    const slugs = row!.slugs;
    const info = await ok(`/p/${slugs.fr}`);
    expect(info).toMatchObject({ type: 'product', filters: { productId: 7 } });
    expect(info.breadcrumb.parts.at(-1)).toEqual({ label: row!.names.fr, url: `/p/${slugs.fr}` });
    for (const locale of ['es', 'it', 'nl', 'de', 'en'] as const)
      expect(await ok(`/${locale}/p/${slugs[locale]}`), locale).toMatchObject({
        locale,
        filters: { productId: 7 },
      });
    expect(await ok(`/p/${slugs.es}`, 'es')).toMatchObject({ locale: 'es' });
    await redirects(`/p/${slugs.en}`, `/p/${slugs.fr}`);
    await redirects(`/p/old-name-7`, `/p/${slugs.fr}`);
    expect((await parse('/p/unknown-999999')).code).toBe(404);
  });
});

describe('POST /parse: redirects and unknown paths', () => {
  it('redirects an outdated slug with the query rebuilt, tilde and hash escaped', async () => {
    const answer = await parse(
      '/vieux-t-shirts-c4',
      'fr',
      '/vieux-t-shirts-c4?brands=Rue+Basse~Nord+Avenue&utm_campaign=noel%23vip',
    );
    expect(answer).toEqual({
      code: 301,
      url: {
        path: '/t-shirts-c4',
        queryParams: { brands: 'Rue Basse~Nord Avenue', utm_campaign: 'noel#vip' },
        href: '/t-shirts-c4?brands=Rue+Basse%7ENord+Avenue&utm_campaign=noel%23vip',
      },
      pageInfo: null,
    });
  });

  // Issue 30, item 11: campaign links answered 404 unless their parameters were utm_*, gclid
  // or fbclid, and any other unknown parameter 404ed too.
  it('serves a listing with tracking and click parameters, its canonical without them', async () => {
    const clicks =
      'msclkid=1&ttclid=2&gbraid=3&wbraid=4&_gl=1*x*_ga*y&srsltid=Af&mc_cid=7&igshid=8';
    const info = await ok('/soldes', 'fr', `/soldes?${clicks}&sort=novelty&page=2`);
    expect(info.filters).toMatchObject({ sort: 'novelty', page: 1 });
    expect(info.seo.canonical).toBe('http://localhost:3000/soldes?page=2');
  });

  it('redirects a listing with unknown parameters to it without them, tracking kept', async () => {
    const answer = await parse('/soldes', 'fr', '/soldes?foo=1&colors=Noir&utm_source=x&bar');
    expect(answer).toMatchObject({
      code: 301,
      url: {
        path: '/soldes',
        queryParams: { colors: 'Noir', utm_source: 'x' },
        href: '/soldes?colors=Noir&utm_source=x',
      },
    });
    // With an outdated slug too, in one redirect.
    expect(await parse('/vieux-t-shirts-c4', 'fr', '/vieux-t-shirts-c4?foo=1')).toMatchObject({
      code: 301,
      url: { path: '/t-shirts-c4', queryParams: {}, href: '/t-shirts-c4' },
    });
    // A known parameter with a wrong value is still outside the grammar.
    expect((await parse('/soldes', 'fr', '/soldes?foo=1&page=abc')).code).toBe(404);
  });

  it('redirects page=1 to the same path without page', async () => {
    const answer = await parse('/soldes', 'fr', '/soldes?page=1&colors=Noir');
    expect(answer).toMatchObject({
      code: 301,
      url: { path: '/soldes', queryParams: { colors: 'Noir' }, href: '/soldes?colors=Noir' },
    });
  });

  it("redirects the store's own language prefix and a trailing slash", async () => {
    await redirects('/es/rebajas', '/rebajas', 'es');
    await redirects('/soldes/', '/soldes');
  });

  it('answers 404 for anything outside the grammar', async () => {
    for (const [path, url] of [
      ['/nope', undefined],
      ['/', undefined],
      ['/t-shirts-c999', undefined],
      ['/soldes/nouveautes', undefined],
      ['/soldes', '/soldes?page=abc'],
      ['/soldes', '/soldes?brands=%3Cscript%3E'],
      ['/x-c4/y-c5', undefined],
      ['/T-shirts-c4', undefined],
      ['/%E2%82%AC', undefined],
    ] as const)
      expect((await parse(path, 'fr', url)).code, `${path} ${url}`).toBe(404);
  });
});

describe('POST /parse: content pages', () => {
  it('resolves the brands index on the main store only', async () => {
    expect(await ok('/marques')).toMatchObject({ type: 'brands' });
    await redirects('/brands', '/marques');
    expect((await parse('/marcas', 'es')).code).toBe(404);
  });

  it('resolves CMS pages and artist pages', async () => {
    expect(await ok('/t/faq')).toMatchObject({ type: 'cms', title: 'Questions fréquentes' });
    await redirects('/t/agb', '/t/cgv');
    expect(await ok('/t/agb', 'de')).toMatchObject({ type: 'cms', locale: 'de' });
    expect(await ok('/c-lou-marques-1')).toMatchObject({
      type: 'artists',
      filters: { artistId: 1 },
    });
    expect(await ok('/c-collectif-beton-16')).toMatchObject({ title: 'Street art' });
    await redirects('/c-someone-16', '/c-collectif-beton-16');
  });
});
