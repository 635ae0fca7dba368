import { describe, expect, it } from 'vitest';
import {
  STORE_IDS,
  buildStores,
  localStoreHosts,
  parseStoreHosts,
  storeDefaultLocale,
  storePathLocale,
  priceCountryKey,
  storeById,
  storeIdFromHost,
} from './stores';

const stores = buildStores(localStoreHosts(3000));

describe('store table', () => {
  it('has the six stores with fr as the main one', () => {
    expect(stores.map((store) => store.id)).toEqual(['fr', 'es', 'it', 'be', 'de', 'int']);
    expect(stores.filter((store) => store.isMain).map((store) => store.id)).toEqual(['fr']);
  });

  it('gives every store its fields, codes cased as the spec says', () => {
    const be = storeById(stores, 'be');
    expect(be).toEqual({
      id: 'be',
      displayName: 'België',
      pictureFlagUrl: '/flags/be.svg',
      baseUrl: 'http://be.localhost:3000',
      defaultLocale: 'nl',
      languages: ['nl', 'fr'],
      locales: ['nl', 'fr', 'es', 'it', 'de', 'en'],
      countryCode: 'BE',
      langCode: 'nl',
      isMain: false,
      productIndex: 'products_be_prod',
      suggestionIndex: 'bacs_be_prod',
    });
    for (const store of stores) {
      expect(store.countryCode).toBe(store.countryCode.toUpperCase());
      expect(store.langCode).toBe(store.langCode.toLowerCase());
      expect(store.productIndex).toBe(`products_${store.id}_prod`);
      expect(store.suggestionIndex).toBe(`bacs_${store.id}_prod`);
    }
  });

  it('puts the main store on the bare host', () => {
    expect(storeById(stores, 'fr').baseUrl).toBe('http://localhost:3000');
    expect(buildStores(localStoreHosts(80), 'https')[1]?.baseUrl).toBe('https://es.localhost');
  });

  it('fails loudly for a missing store', () => {
    expect(() => storeById([], 'fr')).toThrow('Store is undefined or null');
  });

  it('reads prices under the lower-cased country, default for the international store', () => {
    expect(priceCountryKey('de')).toBe('de');
    expect(priceCountryKey('int')).toBe('default');
  });
});

describe('store configuration', () => {
  it('gives each store its default locale', () => {
    expect(storeDefaultLocale('be')).toBe('nl');
    expect(storeDefaultLocale('int')).toBe('en');
  });
  it('reads a path prefix as a language only where the store serves it', () => {
    expect(storePathLocale('be', 'fr')).toBe('fr');
    expect(storePathLocale('be', 'nl')).toBe('nl');
    expect(storePathLocale('es', 'fr')).toBeNull();
    expect(storePathLocale('fr', 'fr')).toBe('fr');
    expect(storePathLocale('es', 'en')).toBe('en');
    expect(storePathLocale('es', null)).toBeNull();
  });
  it('reads production hosts and keeps local ones for stores left out', () => {
    const hosts = parseStoreHosts('fr=www.shop.fr, es=WWW.SHOP.ES', localStoreHosts(3000));
    expect(hosts.fr).toBe('www.shop.fr');
    expect(hosts.es).toBe('www.shop.es');
    expect(hosts.de).toBe('de.localhost:3000');
    expect(parseStoreHosts('', localStoreHosts(3000))).toEqual(localStoreHosts(3000));
  });
  it('rejects a malformed host setting', () => {
    expect(() => parseStoreHosts('xx=www.shop.xx', localStoreHosts(3000))).toThrow(
      /Invalid store host/,
    );
    expect(() => parseStoreHosts('fr', localStoreHosts(3000))).toThrow(/Invalid store host/);
  });
});

describe('storeIdFromHost', () => {
  it('maps local host names to stores', () => {
    expect(storeIdFromHost('localhost:3000')).toBe('fr');
    expect(storeIdFromHost('fr.localhost:3000')).toBe('fr');
    for (const id of STORE_IDS) expect(storeIdFromHost(`${id}.localhost:4000`)).toBe(id);
    expect(storeIdFromHost('ES.LOCALHOST')).toBe('es');
  });
  it('prefers configured production host names', () => {
    expect(storeIdFromHost('www.shop.de', { de: 'www.shop.de' })).toBe('de');
  });
  it('falls back to the main store', () => {
    expect(storeIdFromHost('example.com')).toBe('fr');
    expect(storeIdFromHost(undefined)).toBe('fr');
    expect(storeIdFromHost('pt.localhost')).toBe('fr');
  });
});
