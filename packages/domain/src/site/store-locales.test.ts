import { describe, expect, it } from 'vitest';
import {
  fromShopLink,
  hreflangIn,
  localeIsoIn,
  preferredStoreLocale,
  servedLocale,
} from './store-locales';
import { buildStores, localStoreHosts, storeById } from './stores';

const stores = buildStores(localStoreHosts(3000));
const belgium = storeById(stores, 'be');
const france = storeById(stores, 'fr');
const spain = storeById(stores, 'es');

describe('the Belgian store in French and Dutch', () => {
  it('serves Dutch unprefixed and French beside it', () => {
    expect(belgium.languages).toEqual(['nl', 'fr']);
    expect(belgium.locales).toEqual(['nl', 'fr', 'es', 'it', 'de', 'en']);
    expect(spain.locales).not.toContain('fr');
  });

  it('scores a fr-BE browser to French and a nl-BE one to Dutch', () => {
    // What a French-speaking Belgian Chrome sends: it went to /en before French was offered.
    expect(preferredStoreLocale(belgium, 'fr-BE,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('fr');
    expect(preferredStoreLocale(belgium, 'fr')).toBe('fr');
    expect(preferredStoreLocale(belgium, 'fr-FR,en;q=0.5')).toBe('fr');
    expect(preferredStoreLocale(belgium, 'nl-BE,nl;q=0.9,fr;q=0.8')).toBe('nl');
    expect(preferredStoreLocale(belgium, 'pt-PT')).toBeNull();
  });

  it('keeps French out of the stores that do not speak it', () => {
    expect(preferredStoreLocale(spain, 'fr-FR,en;q=0.5')).toBe('en');
    expect(preferredStoreLocale(france, 'fr-BE')).toBe('fr');
  });

  it("names each own language with the store's country", () => {
    expect(localeIsoIn(belgium, 'fr')).toBe('fr-BE');
    expect(localeIsoIn(belgium, 'nl')).toBe('nl-BE');
    expect(localeIsoIn(belgium, 'de')).toBe('de-DE');
    expect(localeIsoIn(france, 'fr')).toBe('fr-FR');
    expect(hreflangIn(belgium, 'fr')).toBe('fr-BE');
    expect(hreflangIn(belgium, 'nl')).toBe('nl-BE');
    expect(hreflangIn(belgium, 'en')).toBe('en');
    expect(hreflangIn(storeById(stores, 'int'), 'en')).toBe('en');
  });

  it('tells a link of the shop (or its prefetch) from an arrival from elsewhere', () => {
    expect(fromShopLink('same-origin', null)).toBe(true);
    expect(fromShopLink('none', 'prefetch')).toBe(true);
    expect(fromShopLink('none', null)).toBe(false);
    expect(fromShopLink('cross-site', undefined)).toBe(false);
    expect(fromShopLink(undefined, undefined)).toBe(false);
  });

  it('falls back to the store language for one it does not serve', () => {
    expect(servedLocale(belgium, 'fr')).toBe('fr');
    expect(servedLocale(spain, 'fr')).toBe('es');
  });
});
