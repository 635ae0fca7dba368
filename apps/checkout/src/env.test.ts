import { describe, expect, it } from 'vitest';
import { readBrowserEnv } from './env';

describe('readBrowserEnv', () => {
  it('defaults to the same-origin API and no configured store hosts', () => {
    expect(readBrowserEnv({ MODE: 'production', VITE_SHOP_STORE_HOSTS: '' })).toEqual({
      VITE_API_BASE: '/api/v5',
      VITE_SHOP_STORE_HOSTS: '',
      VITE_MAP_TILE_URL: '',
      VITE_MAP_TILE_ATTRIBUTION: '',
    });
  });

  it('takes a map tile URL template, none by default (nothing fetched from the internet)', () => {
    const url = 'https://tiles.example/{z}/{x}/{y}.png';
    expect(readBrowserEnv({ VITE_MAP_TILE_URL: url }).VITE_MAP_TILE_URL).toBe(url);
    expect(() => readBrowserEnv({ VITE_MAP_TILE_URL: 'https://tiles.example/map.png' })).toThrow();
  });

  it('accepts a site-relative API base and rejects anything else', () => {
    expect(readBrowserEnv({ VITE_API_BASE: '/shop-api/v5' }).VITE_API_BASE).toBe('/shop-api/v5');
    expect(() => readBrowserEnv({ VITE_API_BASE: 'https://evil.example/api' })).toThrow();
  });
});
