import { describe, expect, it } from 'vitest';
import { outletEmail, outletRefusalTarget } from './outlet';

describe('outletRefusalTarget', () => {
  it('goes back to the previous page of the site with the popin flag', () => {
    expect(outletRefusalTarget('/nouveautes?page=2')).toEqual({
      pathname: '/nouveautes',
      search: '?page=2&outlet=true',
    });
  });

  it('goes home when there is no previous page of the site', () => {
    expect(outletRefusalTarget(null)).toEqual({ pathname: '/', search: '?outlet=true' });
    expect(outletRefusalTarget('//evil.example/x')).toEqual({
      pathname: '/',
      search: '?outlet=true',
    });
  });

  it('never doubles the flag', () => {
    expect(outletRefusalTarget('/?outlet=true').search).toBe('?outlet=true');
  });

  it('asks the popin to tell a rate-limited shopper to wait', () => {
    expect(outletRefusalTarget('/?outlet=true', 'wait').search).toBe('?outlet=wait');
  });
});

describe('outletEmail', () => {
  it('prefers the signed-in shopper’s e-mail to the cookie’s', () => {
    expect(outletEmail('a@b.fr', 'c@d.fr')).toBe('a@b.fr');
    expect(outletEmail(null, 'c@d.fr')).toBe('c@d.fr');
    expect(outletEmail(undefined, '')).toBeNull();
  });
});
