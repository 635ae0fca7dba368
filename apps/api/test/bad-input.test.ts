import { ZApiErrorBody } from '@shop/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { seededApi } from './support/suite';

const { api } = seededApi();

type Case = [
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body: unknown,
  field: string | RegExp,
  headers?: Record<string, string>,
];

// prettier-ignore
const CASES: Case[] = [
  ['GET', '/init', undefined, 'X-Store', { 'X-Store': 'uk' }],
  ['GET', '/website-main/menu/v3', undefined, 'X-Device', { 'X-Device': '2' }],
  ['GET', '/cms/slug/Bad%20Slug', undefined, 'pageKey'],
  ['GET', `/cms/slug/${'a'.repeat(121)}`, undefined, 'pageKey'],
  ['GET', '/template-page/HOME', undefined, 'slug'],
  ['GET', '/template-page/home/x3', undefined, 'version'],
  ['GET', '/templates', undefined, 'templateSlugs[]'],
  ['GET', '/templates?templateSlugs[]=a%20b', undefined, /^templateSlugs\[\]/],
  ['GET', `/templates?${Array.from({ length: 21 }, (_, i) => `templateSlugs[]=t${i}`).join('&')}`, undefined, 'templateSlugs[]'],
  ['GET', '/products/abc', undefined, 'id'],
  ['GET', '/products/0', undefined, 'id'],
  ['GET', '/products/99999999999', undefined, 'id'],
  ['GET', '/products/1', undefined, 'X-Url-Version', { 'X-Url-Version': 'v2' }],
  ['GET', '/products/-1/information', undefined, 'id'],
  ['GET', '/products/1.5/associated', undefined, 'id'],
  ['GET', '/products/scores', undefined, 'ids[]'],
  ['GET', '/products/scores?ids[]=x', undefined, /^ids\[\]/],
  ['GET', `/products/scores?${Array.from({ length: 101 }, (_, i) => `ids[]=${i + 1}`).join('&')}`, undefined, 'ids[]'],
  ['POST', '/parse', undefined, 'body'],
  ['POST', '/parse', {}, 'path'],
  ['POST', '/parse', { path: 'no-slash' }, 'path'],
  ['POST', '/parse', { path: 42 }, 'path'],
  ['POST', '/parse', { path: '/a b' }, 'path'],
  ['POST', '/parse', { path: '/x', url: 5 }, 'url'],
  ['POST', '/parse', { path: '/x', baseUrl: 'not a url' }, 'baseUrl'],
  ['POST', '/parse', { path: `/${'a'.repeat(2048)}` }, 'path'],
  ['POST', '/parse', '{not json', 'body'],
  ['POST', '/page-info', {}, 'pageInfo'],
  ['POST', '/page-info', { pageInfo: { type: 'nope' }, path: '/' }, 'pageInfo.type'],
  ['POST', '/page-info', { pageInfo: { type: 'home' } }, 'path'],
  ['GET', '/translations?locale=pt', undefined, 'locale'],
  ['GET', '/referers/bad%20name', undefined, 'refererName'],
  ['POST', '/generate-encrypted-data', {}, 'data'],
  ['POST', '/generate-encrypted-data', { data: '' }, 'data'],
  ['POST', '/generate-encrypted-data', { data: 5 }, 'data'],
  ['POST', '/generate-encrypted-data', { data: 'x'.repeat(1025) }, 'data'],
  ['GET', '/media/products/1-1.webp?device=2', undefined, 'device'],
  ['GET', '/media/watermarks/abc.svg', undefined, 'file'],
  ['POST', '/basket/detail', {}, 'basketItems'],
  ['POST', '/basket/detail', { basketItems: [{ productId: 1, productSizeId: 1, quantity: 1.5 }] }, 'basketItems.0.quantity'],
  ['POST', '/basket/detail', { basketItems: [{ productId: 1, quantity: 1 }] }, 'basketItems.0.productSizeId'],
  ['POST', '/basket/detail', { basketItems: Array.from({ length: 101 }, () => ({ productId: 1, productSizeId: 1, quantity: 1 })) }, 'basketItems'],
  ['POST', '/basket/detail', { basketItems: [], basketPromotion: { code: 'x'.repeat(65) } }, 'basketPromotion.code'],
  ['GET', '/products/abc/reviews', undefined, 'id'],
  ['GET', '/products/1/reviews?page=0', undefined, 'page'],
  ['POST', '/product-alerts', { productId: 1, productSizeId: 1 }, 'email', { 'x-forwarded-for': '198.51.100.1' }],
  ['POST', '/product-alerts', { productId: 1, productSizeId: 1, email: 'a@b.fr', customerId: -1 }, 'customerId', { 'x-forwarded-for': '198.51.100.1' }],
  ['POST', '/newsletters/subscribe', {}, 'email', { 'x-forwarded-for': '198.51.100.2' }],
  ['POST', '/newsletters/subscribe', { email: ['a@b.fr'] }, 'email', { 'x-forwarded-for': '198.51.100.2' }],
  ['PATCH', '/newsletters/unsubscribe', { email: 'nope' }, 'email', { 'x-forwarded-for': '198.51.100.2' }],
  ['GET', '/newsletters/is-subscribed', undefined, 'email', { 'x-forwarded-for': '198.51.100.3' }],
  ['GET', '/newsletters/is-subscribed?email=nope', undefined, 'email', { 'x-forwarded-for': '198.51.100.3' }],
  ['POST', '/outlet/access', { email: 'nope' }, 'email', { 'x-forwarded-for': '198.51.100.4' }],
  ['POST', '/outlet/access', {}, 'email', { 'x-forwarded-for': '198.51.100.4' }],
  ['POST', '/basket/detail', { basketItems: [], carrierId: 0 }, 'carrierId'],
  ['POST', '/basket/detail', { basketItems: [], relayPointId: 'x'.repeat(33) }, 'relayPointId'],
  ['POST', '/basket/detail', { basketItems: [], shippingAddressId: 1, relayPointId: 'FR-00001' }, 'relayPointId'],
  ['POST', '/checkout/carriers', { basketItems: [] }, 'countryIsoCode'],
  ['POST', '/checkout/carriers', { basketItems: [], countryIsoCode: 'FRA' }, 'countryIsoCode'],
  ['GET', '/checkout/relay-points?search=75011', undefined, 'countryIsoCode'],
  ['GET', '/checkout/relay-points?countryIsoCode=FR&search=7', undefined, 'search'],
  ['GET', '/checkout/relay-points/a%20b', undefined, 'id'],
  ['GET', '/media/carriers/Relay.svg', undefined, 'file'],
];

describe('bad input', () => {
  it.each(CASES)('%s %s is a 400 naming the field', async (method, path, body, field, headers) => {
    const { status, body: answer } = await api.call(method, path, body, headers);
    expect(status).toBe(400);
    const error = ZApiErrorBody.parse(answer);
    if (typeof field === 'string') expect(error.field).toBe(field);
    else expect(error.field).toMatch(field);
  });

  it('refuses a body of another type with a 400', async () => {
    const { status, body } = await api.call('POST', '/parse', '<path/>', {
      'content-type': 'application/xml',
    });
    expect(status).toBe(400);
    expect(ZApiErrorBody.parse(body).field).toBe('Content-Type');
  });

  it('never answers a 500, whatever the garbage', async () => {
    const garbage = [
      '%',
      '%00',
      '..%2F..%2Fetc',
      "' OR 1=1 --",
      '{}',
      '[]',
      'null',
      '\u00e9\u00e8',
      'a'.repeat(5000),
    ];
    for (const value of garbage) {
      const encoded = encodeURIComponent(value);
      for (const path of [
        `/cms/slug/${encoded}`,
        `/products/${encoded}`,
        `/template-page/${encoded}/${encoded}`,
        `/referers/${encoded}`,
        `/templates?templateSlugs[]=${encoded}`,
        `/products/scores?ids[]=${encoded}`,
        `/translations?locale=${encoded}`,
        `/products/${encoded}/reviews`,
        `/checkout/relay-points?countryIsoCode=FR&search=${encoded}`,
        `/checkout/relay-points/${encoded}`,
      ])
        expect((await api.get(path)).status, path).toBeLessThan(500);
      for (const [route, payload] of [
        ['/parse', { path: `/${value}`, url: value, baseUrl: value }],
        ['/parse', { path: `/soldes?${value}` }],
        ['/page-info', { pageInfo: { type: 'listing' }, path: `/${encoded}` }],
        ['/generate-encrypted-data', { data: value }],
        ['/basket/detail', { basketItems: [], basketPromotion: { code: value } }],
        ['/basket/detail', { basketItems: value }],
        ['/basket/detail', { basketItems: [], relayPointId: value.slice(0, 32) }],
        ['/checkout/carriers', { basketItems: [], countryIsoCode: value }],
      ] as const)
        expect((await api.post(route, payload)).status, `${route} ${value}`).toBeLessThan(500);
      expect((await api.post('/parse', value)).status).toBeLessThan(500);
    }
  });
});
