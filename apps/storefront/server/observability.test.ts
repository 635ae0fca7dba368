import { describe, expect, it } from 'vitest';
import { storefrontRoute } from './observability';

describe("the storefront server's route labels", () => {
  it.each([
    ['/', '/'],
    ['/es/', '/'],
    ['/p/hoodie-delta-12?colour=red', '/:page'],
    ['/de/jeans-w32', '/:page'],
    ['/search/hoodie', '/search'],
    ['/it/search/felpa?page=2', '/search'],
    ['/tp/about-us', '/tp'],
    ['/_next/static/chunks/app-0a1b.js', '/_next/static'],
    ['/_next/image?url=%2Fa.png', '/_next/image'],
    ['/sitemaps/products-fr-3.xml', '/sitemaps/:file'],
    ['/robots.txt', '/robots.txt'],
    ['/favicon.ico', '/:file'],
  ])('%s is counted as %s, never as its own URL', (url, label) => {
    expect(storefrontRoute(url)).toBe(label);
  });
});
