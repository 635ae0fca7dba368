import { describe, expect, it } from 'vitest';
import { isTrackingParam, withoutTrackingInUrl, withoutTrackingParams } from './tracking-params';

describe('tracking parameters', () => {
  it('knows the click ids of the issue, the utm family and the marketing cloud’s', () => {
    for (const name of [
      'msclkid',
      'ttclid',
      'gbraid',
      'wbraid',
      '_gl',
      'srsltid',
      'mc_cid',
      'igshid',
      'gclid',
      'fbclid',
      'utm_source',
      'utm_whatever',
      'sfmc_sub',
      'j',
    ])
      expect(isTrackingParam(name), name).toBe(true);
    for (const name of ['page', 'sort', 'brands', 'no_cache', 'utm', 'foo']) {
      expect(isTrackingParam(name), name).toBe(false);
    }
  });

  it('drops them from a query, keeping the rest as written and in order', () => {
    expect(withoutTrackingParams('?utm_source=x&brands=Rue+Basse&srsltid=AfmB&page=2')).toBe(
      '?brands=Rue+Basse&page=2',
    );
    expect(withoutTrackingParams('msclkid=1&_gl=1*abc')).toBe('');
    expect(withoutTrackingParams('')).toBe('');
    expect(withoutTrackingParams('?foo=%E0%A4%A&gclid=1')).toBe('?foo=%E0%A4%A');
    expect(withoutTrackingInUrl('/soldes?ttclid=1&sort=novelty')).toBe('/soldes?sort=novelty');
    expect(withoutTrackingInUrl('/soldes?igshid=1')).toBe('/soldes');
    expect(withoutTrackingInUrl('/soldes')).toBe('/soldes');
  });
});
