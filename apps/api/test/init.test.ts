import { ZInit, type TInit } from '@shop/api-client/schemas';
import { STORE_IDS } from '@shop/domain/stores';
import { describe, expect, it } from 'vitest';
import { startServer, testEnv } from './support/server';
import { seededApi } from './support/suite';

const { server, database } = seededApi();

async function getInit(headers: Record<string, string> = {}) {
  const response = await fetch(server().url('/init'), { headers });
  expect(response.status).toBe(200);
  return { response, init: ZInit.parse(await response.json()) };
}

const names = (init: TInit) => init.menu.map((entry) => entry.name);
const networks = (init: TInit) => init.footer.social.map((link) => link.network);

describe('GET /init', () => {
  it('answers the main store in French by default, cacheable for an hour', async () => {
    const { response, init } = await getInit();
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(init.stores.map((store) => store.id)).toEqual([...STORE_IDS]);
    expect(init.stores.find((store) => store.isMain)?.baseUrl).toBe('http://localhost:3000');
    expect(names(init)).toContain('Nouveautés');
    expect(names(init)).toContain('Marques');
    expect(init.footer.sitemap.map((column) => column.title)[0]).toBe('Aide');
    expect(init.countries.find((country) => country.isoCode2 === 'DE')?.name).toBe('Allemagne');
    expect(init.freeShippingAmount).toEqual({ freeShipping: 99 });
    expect(init.boSettings).toEqual({ maintenance: false, popinOutlet: false });
    expect(init.headerBanner[0]?.templateItems[0]?.title).toBe('Livraison offerte dès 99 €');
  });

  it('gives the Spanish store its Spanish menu and footer', async () => {
    const { init } = await getInit({
      'X-Store': 'es',
      'Accept-Language': 'es-ES,es;q=0.9,en;q=0.8',
    });
    expect(names(init)).toEqual(
      expect.arrayContaining(['Novedades', 'Ropa', 'Accesorios', 'Top ventas']),
    );
    expect(names(init)).not.toContain('Marcas');
    expect(init.footer.sitemap[0]?.title).toBe('Ayuda');
    expect(init.countries.find((country) => country.isoCode2 === 'ES')?.name).toBe('España');
  });

  it('falls back to the store language for an unknown Accept-Language', async () => {
    const { init } = await getInit({ 'X-Store': 'de', 'Accept-Language': 'ja-JP' });
    expect(names(init)).toContain('Neuheiten');
    const french = await getInit({ 'X-Store': 'be', 'Accept-Language': 'fr-BE' });
    expect(names(french.init)).toContain('Nouveautés');
  });

  it('links menu items with the listing URL grammar', async () => {
    const { init } = await getInit({ 'X-Store': 'fr' });
    const items = init.menu.flatMap((entry) =>
      entry.menuSubSections.flatMap((section) => section.menuSubSectionItems),
    );
    const clothing = init.menu.find((entry) => entry.type === 'CATEGORY');
    expect(clothing?.url.path).toMatch(/^\/vetements-c\d+$/);
    expect(items.some((item) => /^\/[a-z0-9-]+-c\d+$/.test(item.url.path))).toBe(true);
    expect(items.some((item) => /^\/[a-z0-9-]+-b\d+$/.test(item.url.path))).toBe(true);
    const brands = init.menu.find((entry) => entry.type === 'BRANDS');
    expect(brands?.menuSubSections[0]?.menuSubSectionItems).toHaveLength(15);
    expect(init.menu.map((entry) => entry.type)).toEqual(
      expect.arrayContaining([
        'NOVELTIES',
        'TOPSALES',
        'PROMO',
        'PROMOTIONS',
        'BRANDS',
        'ARTISTS',
        'ACCESSORIES',
      ]),
    );
  });

  it('shows YouTube in the main store footer only', async () => {
    for (const store of STORE_IDS) {
      const { init } = await getInit({ 'X-Store': store });
      expect(networks(init)).toEqual(
        store === 'fr'
          ? ['instagram', 'tiktok', 'facebook', 'youtube']
          : ['instagram', 'tiktok', 'facebook'],
      );
      expect(init.footer.appStores.map((link) => link.platform)).toEqual(['apple', 'google']);
    }
  });
});

describe('GET /init with configured store hosts', () => {
  it('builds store base URLs from SHOP_STORE_HOSTS', async () => {
    const env = testEnv({
      SHOP_STORE_HOSTS: 'fr=www.maisonrue.fr,es=www.maisonrue.es',
      SHOP_PUBLIC_PROTOCOL: 'https',
    });
    const custom = await startServer(database(), env);
    try {
      const init = ZInit.parse(await (await fetch(custom.url('/init'))).json());
      const baseUrl = (id: string) => init.stores.find((store) => store.id === id)?.baseUrl;
      expect(baseUrl('fr')).toBe('https://www.maisonrue.fr');
      expect(baseUrl('es')).toBe('https://www.maisonrue.es');
      expect(baseUrl('it')).toBe('https://it.localhost:3000');
    } finally {
      await custom.close();
    }
  });
});
