import { describe, expect, it } from 'vitest';
import { CACHE_SECONDS, cacheControl, isNoCache } from './cache';

describe('cache lifetimes', () => {
  it('has the spec values', () => {
    expect(CACHE_SECONDS).toEqual({
      default: 3600,
      countries: 86400,
      menus: 900,
      translations: 600,
      products: 2700,
      pageInfo: 300,
      parse: 300,
      listing: 900,
      banner: 1800,
    });
  });
  it('builds Cache-Control, no-store when caches are bypassed', () => {
    expect(cacheControl('menus')).toBe('public, max-age=900');
    expect(cacheControl(60)).toBe('public, max-age=60');
    expect(cacheControl('products', true)).toBe('no-store');
  });
  it('reads the no_cache flag', () => {
    expect(isNoCache('1')).toBe(true);
    expect(isNoCache(['0', '1'])).toBe(true);
    expect(isNoCache('0')).toBe(false);
    expect(isNoCache(undefined)).toBe(false);
  });
});
