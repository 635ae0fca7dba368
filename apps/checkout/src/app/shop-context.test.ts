import { describe, expect, it } from 'vitest';
import { resolveShopContext, storefrontHref, storeHosts } from './shop-context';

describe('resolveShopContext', () => {
  it('reads the store from the host and the locale from the store without a prefix', () => {
    expect(resolveShopContext({ host: 'localhost:3000', pathname: '/checkout/basket' })).toEqual({
      storeId: 'fr',
      locale: 'fr',
      pathLocale: null,
      basename: '/',
    });
    expect(
      resolveShopContext({ host: 'es.localhost:3000', pathname: '/checkout/basket' }),
    ).toMatchObject({ storeId: 'es', locale: 'es', pathLocale: null, basename: '/' });
    expect(resolveShopContext({ host: 'be.localhost:3000', pathname: '/login' })).toMatchObject({
      storeId: 'be',
      locale: 'nl',
    });
    expect(resolveShopContext({ host: 'int.localhost', pathname: '/account' })).toMatchObject({
      storeId: 'int',
      locale: 'en',
    });
  });

  it('lets a locale prefix win over the store language and becomes the basename', () => {
    expect(resolveShopContext({ host: 'localhost:3000', pathname: '/es/checkout/basket' })).toEqual(
      { storeId: 'fr', locale: 'es', pathLocale: 'es', basename: '/es' },
    );
    expect(resolveShopContext({ host: 'de.localhost:3000', pathname: '/en/login' })).toMatchObject({
      storeId: 'de',
      locale: 'en',
      basename: '/en',
    });
  });

  it('reads /fr as French on the Belgian store, beside its unprefixed Dutch', () => {
    expect(
      resolveShopContext({ host: 'be.localhost:3000', pathname: '/fr/checkout/basket' }),
    ).toEqual({ storeId: 'be', locale: 'fr', pathLocale: 'fr', basename: '/fr' });
    expect(
      resolveShopContext({ host: 'be.localhost:3000', pathname: '/checkout/basket' }),
    ).toMatchObject({ locale: 'nl', basename: '/' });
  });

  it('treats /fr outside France and Belgium and unknown prefixes as plain paths', () => {
    expect(
      resolveShopContext({ host: 'es.localhost:3000', pathname: '/fr/checkout/basket' }),
    ).toMatchObject({ locale: 'es', pathLocale: null, basename: '/' });
    expect(resolveShopContext({ host: 'localhost', pathname: '/pt/login' })).toMatchObject({
      locale: 'fr',
      basename: '/',
    });
  });

  it('uses configured production host names first', () => {
    const hosts = storeHosts('fr=www.maisonrue.fr,it=www.maisonrue.it', 443);
    expect(
      resolveShopContext({ host: 'www.maisonrue.it', pathname: '/checkout/basket' }, hosts),
    ).toMatchObject({ storeId: 'it', locale: 'it' });
    expect(
      resolveShopContext({ host: 'unknown.example', pathname: '/checkout/basket' }, hosts),
    ).toMatchObject({ storeId: 'fr', locale: 'fr' });
  });
});

describe('storeHosts', () => {
  it('keeps the local hosts when nothing is configured', () => {
    expect(storeHosts('', 3000)).toMatchObject({ fr: 'localhost:3000', es: 'es.localhost:3000' });
  });

  it('puts configured hosts over the local ones and rejects malformed settings', () => {
    expect(storeHosts('be=www.maisonrue.be', 3000)).toMatchObject({
      fr: 'localhost:3000',
      be: 'www.maisonrue.be',
    });
    expect(() => storeHosts('uk=www.maisonrue.co.uk', 3000)).toThrow();
  });
});

describe('storefrontHref', () => {
  it('is unprefixed in the store language, prefixed in another one', () => {
    expect(storefrontHref('/', { storeId: 'fr', locale: 'fr' })).toBe('/');
    expect(storefrontHref('/', { storeId: 'es', locale: 'es' })).toBe('/');
    expect(storefrontHref('/', { storeId: 'fr', locale: 'es' })).toBe('/es');
    expect(storefrontHref('/wishlist', { storeId: 'be', locale: 'de' })).toBe('/de/wishlist');
  });
});
