import { ZParseAnswer, ZProductPage } from '@shop/api-client/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { seededApi } from './support/suite';

/** Issue 30 item 12: the Belgian store speaks French beside Dutch, French under /fr. */
const { api, database } = seededApi();

const product = async (id: number) =>
  (await database().db.select().from(t.products).where(eq(t.products.id, id)))[0]!;

const parse = async (path: string, store: string) =>
  ZParseAnswer.parse((await api.post('/parse', { path }, { 'X-Store': store })).body);

describe('the Belgian store in French', () => {
  it('answers a product in French when asked in French, with nl-BE and fr-BE alternates', async () => {
    const row = await product(3);
    const { status, body } = await api.get('/products/3', {
      'X-Store': 'be',
      'Accept-Language': 'fr-BE',
    });
    expect(status).toBe(200);
    const page = ZProductPage.parse(body);
    expect(page.metadata.title).toContain(row.names.fr);
    expect(page.product.url).toBe(`/p/${row.slugs.fr}`);
    expect(page.informations.description).not.toBe(
      ZProductPage.parse((await api.get('/products/3', { 'X-Store': 'be' })).body).informations
        .description,
    );
    expect(page.metadata.canonical).toBe(`http://be.localhost:3000/fr/p/${row.slugs.fr}`);
    const belgian = page.metadata.alternates.filter((alternate) => alternate.store === 'be');
    expect(belgian).toEqual([
      expect.objectContaining({
        hreflang: 'nl-BE',
        url: `http://be.localhost:3000/p/${row.slugs.nl}`,
      }),
      expect.objectContaining({
        hreflang: 'fr-BE',
        url: `http://be.localhost:3000/fr/p/${row.slugs.fr}`,
      }),
    ]);
  });

  it('resolves French paths under /fr with French breadcrumbs and links', async () => {
    const row = await product(3);
    const answer = await parse(`/fr/p/${row.slugs.fr}`, 'be');
    expect(answer.code).toBe(200);
    expect(answer.pageInfo).toMatchObject({ locale: 'fr', filters: { productId: 3 } });
    expect(answer.pageInfo!.breadcrumb.parts[0]).toEqual({ label: 'Accueil', url: '/fr' });
    const listing = await parse('/fr/t-shirts-c4', 'be');
    expect(listing.pageInfo?.breadcrumb.parts).toEqual([
      { label: 'Accueil', url: '/fr' },
      { label: 'Vêtements', url: '/fr/vetements-c1' },
      { label: 'T-shirts', url: '/fr/t-shirts-c4' },
    ]);
    expect(listing.pageInfo?.seo.canonical).toBe('http://be.localhost:3000/fr/t-shirts-c4');
    // A Dutch slug under /fr is sent to the French one.
    expect(await parse(`/fr/p/${row.slugs.nl}`, 'be')).toMatchObject({
      code: 301,
      url: { path: `/fr/p/${row.slugs.fr}` },
    });
  });

  it('keeps French out of the stores that do not speak it', async () => {
    expect((await parse('/fr/t-shirts-c4', 'es')).code).toBe(404);
    // French is the main store's own language: its prefix is redirected away.
    expect(await parse('/fr/t-shirts-c4', 'fr')).toMatchObject({
      code: 301,
      url: { path: '/t-shirts-c4' },
    });
  });
});
