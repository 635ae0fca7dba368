import { describe, expect, it } from 'vitest';
import { pageCallContext } from './api';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('pageCallContext: what every server-side call of a page sends', () => {
  it('takes the device class and no_cache the proxy saw', () => {
    expect(pageCallContext(new Headers({ 'x-shop-device': '1', 'x-shop-no-cache': '1' }))).toEqual({
      device: 1,
      noCache: true,
    });
    expect(pageCallContext(new Headers({ 'x-shop-device': '0', 'x-shop-no-cache': '0' }))).toEqual({
      device: 0,
      noCache: false,
    });
  });

  it('reads the user agent where the proxy did not run (sitemaps)', () => {
    expect(pageCallContext(new Headers({ 'user-agent': IPHONE }))).toEqual({
      device: 1,
      noCache: false,
    });
    expect(pageCallContext(new Headers())).toEqual({ device: 0, noCache: false });
  });
});
