import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutTrackingParams } from '@shop/domain/tracking-params';
import {
  checkoutPathPattern,
  generatedNginxFiles,
  HASHED_ASSET_PREFIXES,
  TRACKING_PARAMS_STRIPPED,
  trackingParamPattern,
} from '../src/edge/nginx';
import { ROUTE_TABLE, upstreamFor } from '../src/routes';

const SHOP_DIR = resolve(import.meta.dirname, '../../../deploy/nginx/shop');

describe('the nginx edge (deploy/nginx)', () => {
  it.each(Object.entries(generatedNginxFiles()))(
    'shop/%s is what the routing table generates (pnpm nginx:generate)',
    (name, content) => {
      expect(readFileSync(resolve(SHOP_DIR, name), 'utf8')).toBe(content);
    },
  );

  // nginx picks the API and asset prefixes before any regex location, so the regex alone
  // decides checkout against storefront; it must say what upstreamFor says.
  it.each([
    '/login',
    '/login/',
    '/autoconnect/abc',
    '/account',
    '/checkout/basket',
    '/es/checkout/basket',
    '/nl/account/history/3',
    '/fr/checkout/basket',
    '/fr/login',
    '/loginx',
    '/checkouts',
    '/es',
    '/es/',
    '/esp/login',
    '/p/login',
    '/search/account',
    '/',
  ])('the checkout location takes %s exactly when the gateway sends it to checkout', (path) => {
    const nginxTakes = new RegExp(checkoutPathPattern()).test(path);
    expect(nginxTakes).toBe(upstreamFor(path) === 'checkout');
  });

  it.each(HASHED_ASSET_PREFIXES)('$prefix goes to the $upstream app', ({ prefix, upstream }) => {
    expect(upstreamFor(`${prefix}chunk-abc123.js`)).toBe(upstream);
  });

  it.each(ROUTE_TABLE.blockedPaths)('answers 404 to %s at the edge', (path) => {
    expect(generatedNginxFiles()['locations.conf']).toContain(
      `location = ${path} {\n    return 404;\n}`,
    );
  });

  // The maps of shop/tracking-map.conf, run as nginx runs them: one parameter out per map.
  const edgeQuery = (query: string) => {
    const pattern = new RegExp(trackingParamPattern());
    let args = query === '' ? '' : `&${query}`;
    for (let step = 0; step < TRACKING_PARAMS_STRIPPED; step += 1)
      args = args.replace(pattern, '$1$2');
    return args;
  };

  it.each([
    'gclid=abc',
    'page=2&utm_source=news&utm_medium=mail&gclid=x',
    'msclkid=1&sort=price&_gl=1*abc&srsltid=AfmB&fbclid=9',
    'utm_campaign=&q=gclid&ScCid=4',
    'gclidx=1&xutm_source=2&page=3',
    '',
  ])('the edge keys %j on the query the storefront keys it on', (query) => {
    expect(edgeQuery(query).slice(1)).toBe(withoutTrackingParams(query).replace(/^\?/, ''));
  });
});
