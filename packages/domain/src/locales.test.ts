import { describe, expect, it } from 'vitest';
import { isLocale, localizePath, splitLocalePrefix } from './locales';

describe('locales', () => {
  it('knows the six languages', () => {
    expect(['fr', 'es', 'it', 'nl', 'de', 'en'].every(isLocale)).toBe(true);
    expect(isLocale('pt')).toBe(false);
  });
  it('prefixes every locale except the default', () => {
    expect(localizePath('/login', 'fr')).toBe('/login');
    expect(localizePath('/login', 'de')).toBe('/de/login');
    expect(localizePath('/', 'es')).toBe('/es');
  });
  it('splits a locale prefix off a path', () => {
    expect(splitLocalePrefix('/es/login')).toEqual({ locale: 'es', rest: '/login' });
    expect(splitLocalePrefix('/nl')).toEqual({ locale: 'nl', rest: '/' });
    expect(splitLocalePrefix('/fr/login')).toEqual({ locale: null, rest: '/fr/login' });
    expect(splitLocalePrefix('/esprit-b12')).toEqual({ locale: null, rest: '/esprit-b12' });
  });
});
