import { describe, expect, it } from 'vitest';
import { upstreamFor } from './routes';

describe('upstreamFor', () => {
  it('sends the front API to the api', () => {
    expect(upstreamFor('/api/v5/init')).toBe('api');
    expect(upstreamFor('/api/v5')).toBe('api');
    expect(upstreamFor('/api/v50')).toBe('storefront');
  });

  it('sends login, autoconnect, account and checkout to the checkout app, in every locale', () => {
    for (const path of [
      '/login',
      '/login?mode=connection',
      '/autoconnect',
      '/autoconnect/abc123',
      '/account',
      '/account/history/12',
      '/checkout/basket',
      '/checkout/assets/index-abc.js',
      '/es/checkout/basket',
      '/de/login?mode=subscription',
      '/en/account',
      // The Belgian store's French basket (issue 30 item 12).
      '/fr/checkout/basket',
    ]) {
      expect(upstreamFor(path), path).toBe('checkout');
    }
  });

  it('sends everything else to the storefront', () => {
    for (const path of [
      '/',
      '/es',
      '/p/hoodie-delta-12',
      '/marques',
      '/loginx',
      '/checkouts',
      '/fr/p/hoodie-delta-12',
      '/search/hoodie',
      '/_next/static/chunk.js',
    ]) {
      expect(upstreamFor(path), path).toBe('storefront');
    }
  });
});
