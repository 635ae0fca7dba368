import { describe, expect, it } from 'vitest';
import {
  isLocale,
  LOCALES,
  localizeLink,
  localizePath,
  perLocale,
  splitLocalePrefix,
  storeLocales,
} from './locales';

describe('locales', () => {
  it('writes one text per language in the order of LOCALES', () => {
    const words = perLocale('Accueil', 'Inicio', 'Home', 'Start', 'Startseite', 'Home page');
    expect(LOCALES.map((locale) => words[locale])).toEqual([
      'Accueil',
      'Inicio',
      'Home',
      'Start',
      'Startseite',
      'Home page',
    ]);
  });
  it('knows the six languages', () => {
    expect(['fr', 'es', 'it', 'nl', 'de', 'en'].every(isLocale)).toBe(true);
    expect(isLocale('pt')).toBe(false);
  });
  it('prefixes every locale except the default', () => {
    expect(localizePath('/login', 'fr')).toBe('/login');
    expect(localizePath('/login', 'de')).toBe('/de/login');
    expect(localizePath('/', 'es')).toBe('/es');
  });
  it("leaves a store's own language unprefixed", () => {
    expect(localizePath('/checkout/basket', 'es', 'es')).toBe('/checkout/basket');
    expect(localizePath('/checkout/basket', 'en', 'es')).toBe('/en/checkout/basket');
  });
  it('prefixes French where it is not the unprefixed language (the Belgian store)', () => {
    expect(localizePath('/checkout/basket', 'fr', 'nl')).toBe('/fr/checkout/basket');
    expect(localizePath('/', 'fr', 'nl')).toBe('/fr');
  });
  it('splits a locale prefix off a path', () => {
    expect(splitLocalePrefix('/es/login')).toEqual({ locale: 'es', rest: '/login' });
    expect(splitLocalePrefix('/nl')).toEqual({ locale: 'nl', rest: '/' });
    expect(splitLocalePrefix('/fr/login')).toEqual({ locale: 'fr', rest: '/login' });
    expect(splitLocalePrefix('/fraises-c3')).toEqual({ locale: null, rest: '/fraises-c3' });
    expect(splitLocalePrefix('/esprit-b12')).toEqual({ locale: null, rest: '/esprit-b12' });
  });
});

describe('storeLocales', () => {
  it("lists the store's own languages first and French only where it is one of them", () => {
    expect(storeLocales(['fr'])).toEqual(['fr', 'es', 'it', 'nl', 'de', 'en']);
    expect(storeLocales(['es'])).toEqual(['es', 'it', 'nl', 'de', 'en']);
    expect(storeLocales(['nl', 'fr'])).toEqual(['nl', 'fr', 'es', 'it', 'de', 'en']);
  });
});

describe('localizeLink', () => {
  it('prefixes site-relative paths outside the unprefixed locale', () => {
    expect(localizeLink('/contact', 'en', 'fr')).toBe('/en/contact');
    expect(localizeLink('/contact', 'fr', 'fr')).toBe('/contact');
    expect(localizeLink('/kontakt', 'de', 'de')).toBe('/kontakt');
  });

  it('leaves other sites and protocol-relative addresses alone', () => {
    expect(localizeLink('https://www.instagram.com/maisonrue', 'en', 'fr')).toBe(
      'https://www.instagram.com/maisonrue',
    );
    expect(localizeLink('//cdn.example.com/a.png', 'en', 'fr')).toBe('//cdn.example.com/a.png');
  });
});
