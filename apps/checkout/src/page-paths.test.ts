import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAppPage, PAGE_PATHS } from './page-paths';
import { routes } from './routes';

/** The full paths of the routes that show a page (leaves, the catch-all not-found ones aside). */
function pagePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = [parent, route.path].filter(Boolean).join('/');
    if (route.children) return pagePaths(route.children, path);
    return route.path === '*' ? [] : [path];
  });
}

describe('PAGE_PATHS', () => {
  it('are the pages of the router, no more, no less', () => {
    expect(pagePaths(routes).sort()).toEqual(Object.values(PAGE_PATHS).sort());
  });
});

describe('isAppPage', () => {
  it.each([
    '/checkout/basket',
    '/checkout/basket/',
    '/es/checkout/shipping',
    '/checkout/confirm',
    '/login',
    '/de/login/password-forgotten',
    '/autoconnect',
    '/autoconnect/abc.def',
    '/account',
    '/en/account',
    '/account/history/12',
    '/es/account/address-book/new',
    '/account/giftcard-activation',
  ])('knows the page %s', (path) => {
    expect(isAppPage(path)).toBe(true);
  });

  it.each([
    '/checkout',
    '/checkout/',
    '/checkout/nope',
    '/es/checkout/nope',
    '/checkout/basket/extra',
    '/account/nope',
    '/account/history/12/extra',
    '/login/nope',
    '/autoconnect/a/b',
    '/',
    '/xx/checkout/basket',
  ])('knows no page at %s', (path) => {
    expect(isAppPage(path)).toBe(false);
  });
});
