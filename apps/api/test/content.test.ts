import {
  ZCmsPage,
  ZMenu,
  ZReferer,
  ZTemplatePage,
  ZTemplates,
  ZTranslations,
} from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededApi } from './support/suite';

const { api, database } = seededApi();

describe('GET /website-main/menu/v3', () => {
  it('answers the menu of the store and language, cacheable 15 minutes', async () => {
    const { status, headers, body } = await api.get('/website-main/menu/v3', { 'X-Store': 'es' });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=900');
    const menu = ZMenu.parse(body);
    expect(menu.find((entry) => entry.type === 'PROMO')?.url.path).toBe('/rebajas');
    expect(menu.find((entry) => entry.type === 'TOPSALES')?.url.path).toBe('/top-ventas');
    const artists = menu.find((entry) => entry.type === 'ARTISTS')!;
    expect(artists.menuSubSections[1]?.menuSubSectionItems.map((item) => item.url.path)).toEqual([
      expect.stringMatching(/-16$/),
      expect.stringMatching(/-21$/),
      expect.stringMatching(/-35$/),
    ]);
  });
});

describe('GET /cms/slug/{pageKey}', () => {
  it('finds a page by its localized slug or its key, with real text', async () => {
    const bySlug = ZCmsPage.parse((await api.get('/cms/slug/livraison-et-retours')).body);
    expect(bySlug).toMatchObject({ key: 'delivery', title: 'Livraison et retours' });
    expect(bySlug.blocks.filter((block) => block.type === 'paragraph').length).toBeGreaterThan(1);
    expect(JSON.stringify(bySlug)).toContain('99 €');
    expect(JSON.stringify(bySlug)).not.toMatch(/lorem|ipsum|\{shop\}/i);
    const byKey = ZCmsPage.parse((await api.get('/cms/slug/delivery')).body);
    expect(byKey.slug).toBe('livraison-et-retours');
    expect(byKey.alternates).toMatchObject({
      de: '/t/versand-und-ruecksendung',
      es: '/t/envios-y-devoluciones',
    });
  });

  it('quotes the carriers’ own prices and delays on the delivery page, in each store', async () => {
    const french = JSON.stringify(ZCmsPage.parse((await api.get('/cms/slug/delivery')).body));
    // The seed's carriers in France: relay 3,95 € in 3.5 days, home 4,95 € in 2, express 12,95 €.
    expect(french).toContain('Point relais : 4 jours, dès 3,95\u00a0€');
    expect(french).toContain('Livraison à domicile : 2 jours, dès 4,95\u00a0€');
    expect(french).toContain('dès 12,95\u00a0€');
    expect(french).not.toMatch(/3,90|5,90|12,90|\{\{\w+(Price|Days)\}\}/);
    const german = JSON.stringify(
      ZCmsPage.parse((await api.get('/cms/slug/delivery', { 'X-Store': 'de' })).body),
    );
    expect(german).toContain('Lieferung nach Hause: in 2 Tagen, ab 5,85\u00a0€');
  });

  it('answers every page of section 2 in every store, and FAQ entries', async () => {
    for (const store of ['fr', 'es', 'it', 'be', 'de', 'int'])
      for (const key of ['delivery', 'terms', 'faq', 'jobs', 'promoCode', 'legal', 'returns']) {
        const { status, body } = await api.get(`/cms/slug/${key}`, { 'X-Store': store });
        expect(status).toBe(200);
        ZCmsPage.parse(body);
      }
    const faq = ZCmsPage.parse(
      (await api.get('/cms/slug/haeufige-fragen', { 'X-Store': 'de' })).body,
    );
    expect(faq.blocks.find((block) => block.type === 'faq')).toMatchObject({
      items: expect.arrayContaining([
        expect.objectContaining({ question: 'Ist der Versand kostenlos?' }),
      ]),
    });
    expect(JSON.stringify(faq)).toContain('service@maisonrue.de');
  });

  it('answers 404 for a slug the language does not have', async () => {
    expect((await api.get('/cms/slug/haeufige-fragen')).status).toBe(404);
    expect((await api.get('/cms/slug/no-such-page')).status).toBe(404);
  });
});

describe('GET /template-page/{slug}/{version}', () => {
  it('defaults to v3 and answers older versions on demand', async () => {
    const current = ZTemplatePage.parse((await api.get('/template-page/home')).body);
    expect(current).toMatchObject({ version: 'v3', headerLayout: 'slider' });
    const first = ZTemplatePage.parse((await api.get('/template-page/home/v1')).body);
    expect(first.version).toBe('v1');
    expect(first.blocks).not.toEqual(current.blocks);
    expect((await api.get('/template-page/home/v9')).status).toBe(404);
    expect((await api.get('/template-page/nope')).status).toBe(404);
  });
});

describe('the home template page', () => {
  it('says its title once and leaves its best sellers to the top-sales row', async () => {
    for (const store of ['fr', 'de', 'int']) {
      const home = ZTemplatePage.parse(
        (await api.get('/template-page/home', { 'X-Store': store })).body,
      );
      const headings = home.blocks.flatMap((block) =>
        'title' in block && block.title ? [block.title] : [],
      );
      expect(headings, store).not.toContain(home.title);
      expect(home.blocks.map((block) => block.type)).not.toContain('products');
    }
  });
});

describe('GET /templates', () => {
  it('answers the found templates in the asked order, banners included', async () => {
    const { status, headers, body } = await api.get(
      '/templates?templateSlugs[]=seasonal_banner&templateSlugs[]=nope&templateSlugs[]=top_categorie_homepage&templateSlugs[]=sale_banner',
      { 'X-Store': 'it' },
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=1800');
    const { templates } = ZTemplates.parse(body);
    expect(templates.map((template) => template.slug)).toEqual([
      'seasonal_banner',
      'top_categorie_homepage',
      'sale_banner',
    ]);
    const top = templates[1]!;
    expect(top.type === 'items' && top.templateItems).toHaveLength(6);
    expect(top.type === 'items' && top.templateItems[0]?.link).toMatch(/^\/[a-z0-9-]+-c\d+$/);
    const seasonal = templates[0]!;
    expect(
      seasonal.type === 'seasonal_banner' &&
        seasonal.seasonalBanner.content1 < seasonal.seasonalBanner.endDate,
    ).toBe(true);
  });

  it('takes a single slug too', async () => {
    const { body } = await api.get('/templates?templateSlugs[]=home_slider');
    expect(ZTemplates.parse(body).templates).toHaveLength(1);
  });
});

describe('GET /translations', () => {
  it('answers the bundle of the request language, or the asked one', async () => {
    const german = ZTranslations.parse(
      (await api.get('/translations', { 'Accept-Language': 'de-DE' })).body,
    );
    expect(german.locale).toBe('de');
    expect(Object.keys(german.messages).length).toBeGreaterThan(2);
    const english = ZTranslations.parse((await api.get('/translations?locale=en')).body);
    expect(english.locale).toBe('en');
    expect(english.messages).not.toEqual(german.messages);
  });

  it('answers the texts of the database, where the back office changes them, for 10 minutes', async () => {
    await database().db.execute(
      sql`UPDATE translations SET value = 'Votre sélection' WHERE locale = 'fr' AND key = 'basket.title'`,
    );
    const { status, headers, body } = await api.get('/translations?locale=fr');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=600');
    const french = ZTranslations.parse(body);
    expect(french.messages).toMatchObject({
      basket: { title: 'Votre sélection', summary: messages.fr.basket.summary },
    });
  });
});

describe('GET /referers/{refererName}', () => {
  it('answers a known partner with its tags, 404 otherwise', async () => {
    const referer = ZReferer.parse((await api.get('/referers/Streetzine')).body);
    expect(referer).toMatchObject({
      name: 'streetzine',
      utm: { medium: 'affiliate' },
      cookieMaxAge: 2_592_000,
    });
    expect((await api.get('/referers/unknown-partner')).status).toBe(404);
  });
});

describe('POST /generate-encrypted-data', () => {
  it('answers a keyed hash, never the input, never cached', async () => {
    const { status, headers, body } = await api.post('/generate-encrypted-data', {
      data: 'Me@Example.com',
    });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const { hashedData } = body as { hashedData: string };
    expect(hashedData).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(body)).not.toContain('xample');
    const again = await api.post('/generate-encrypted-data', { data: 'me@example.com' });
    expect(again.body).toEqual(body);
  });
});
