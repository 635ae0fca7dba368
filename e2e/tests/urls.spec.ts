import { MAX_PAGE_TARGET_LENGTH } from '@shop/domain/request-target';
import { expect, test } from './fixtures';

// Issue 30, items 5 and 11: what the shop answers to the addresses campaigns, crawlers and
// probes send, through the gateway as a browser reaches it.
const LISTING = '/nouveautes';
const CLICKS = 'msclkid=1&ttclid=2&gbraid=3&wbraid=4&_gl=1*abc&srsltid=AfmB&mc_cid=7&igshid=8';
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test('a listing with tracking and click parameters is the listing, from the same cached page', async ({
  request,
}) => {
  const plain = await request.get(LISTING);
  expect(plain.status()).toBe(200);
  const campaign = await request.get(`${LISTING}?${CLICKS}&utm_source=news`);
  expect(campaign.status()).toBe(200);
  expect(campaign.headers()['x-shop-cache']).toMatch(/^(hit|stale)$/);
  const html = await campaign.text();
  expect(new URL(canonicalOf(html)!).pathname).toBe(LISTING);
  expect(new URL(canonicalOf(html)!).search).toBe('');
  expect(html).not.toContain('srsltid');
  const search = await request.get(`/search/robe?${CLICKS}`);
  expect(search.status()).toBe(200);
});

test('unknown parameters redirect to the page without them, tracking ones kept', async ({
  request,
}) => {
  const listing = await request.get(`${LISTING}?foo=1&utm_source=news`, { maxRedirects: 0 });
  expect(listing.status()).toBe(301);
  expect(new URL(listing.headers().location!, 'http://shop.invalid').pathname).toBe(LISTING);
  expect(new URL(listing.headers().location!, 'http://shop.invalid').search).toBe(
    '?utm_source=news',
  );
  const search = await request.get('/search/robe?foo=1', { maxRedirects: 0 });
  expect(search.status()).toBe(301);
  expect(new URL(search.headers().location!, 'http://shop.invalid').pathname).toBe('/search/robe');
});

test('serves a security.txt with a contact and a future expiry; other files are 404', async ({
  request,
}) => {
  const answer = await request.get('/.well-known/security.txt');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/plain');
  const text = await answer.text();
  expect(text).toMatch(/^Contact: (mailto|https):\S+$/m);
  const expires = /^Expires: (\S+)$/m.exec(text)?.[1];
  expect(Date.parse(expires!)).toBeGreaterThan(Date.now());
  for (const path of ['/.well-known/other.txt', '/fr/config.json', '/config.json', '/a/b.json'])
    expect((await request.get(path)).status(), path).toBe(404);
});

test('answers 414 to a page address longer than a page takes', async ({ request }) => {
  const answer = await request.get(`${LISTING}?q=${'a'.repeat(MAX_PAGE_TARGET_LENGTH)}`);
  expect(answer.status()).toBe(414);
});
