import { describe, expect, it } from 'vitest';
import { isSafeRedirectTarget, safeRedirectTarget } from './redirect-target';

describe('isSafeRedirectTarget', () => {
  it.each(['/', '/account', '/es/checkout/basket', '/search/sweat+noir?page=2', '/p/x-12#reviews'])(
    'accepts the site-relative path %s',
    (target) => expect(isSafeRedirectTarget(target)).toBe(true),
  );

  it.each([
    'https://evil.example',
    '//evil',
    '/\\evil',
    '\\\\evil',
    'evil.example/path',
    'javascript:alert(1)',
    '/ok\nLocation: https://evil.example',
    '/path with spaces',
    '/<script>',
    '',
    undefined,
    42,
  ])('refuses %j', (target) => expect(isSafeRedirectTarget(target)).toBe(false));
});

describe('safeRedirectTarget', () => {
  it('falls back to home', () => {
    expect(safeRedirectTarget('//evil')).toBe('/');
    expect(safeRedirectTarget('https://evil.example', '/account')).toBe('/account');
    expect(safeRedirectTarget('/wishlist')).toBe('/wishlist');
  });
});
