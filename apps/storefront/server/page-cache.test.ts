import {
  createServer,
  get as getRaw,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { DEGRADED_PAGE_MARK } from '@shop/domain/cache';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPageCache,
  DEGRADED_CACHE_CONTROL,
  DEGRADED_FRESH_MS,
  FRESH_MS,
  matchesEtag,
  PAGE_CACHE_HEADER,
  PAGE_RENDER_HEADER,
  PAGE_SIZE_COOKIE,
  pageKey,
  PUBLIC_CACHE_CONTROL,
  renderUrl,
  visitorCookies,
  type PageEntry,
} from './page-cache';
import { memoryPageStore, redisPageStore } from './page-cache-store';
import { PAGE_SIZE_COOKIE as LISTING_PAGE_SIZE_COOKIE } from '../src/components/listing/listing-links';
import {
  PAGE_CACHE_HEADER as PROXY_CACHE_HEADER,
  PAGE_RENDER_HEADER as PROXY_RENDER_HEADER,
} from '../src/security/page-cache';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0';
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({
    method,
    url,
    headers: { host: 'localhost:3000', 'user-agent': DESKTOP, ...headers },
  }) as never;

describe('which cached page a request may get', () => {
  it('is one per host, device class, platform and URL', () => {
    const desktop = pageKey(request('/p/robe-1'));
    expect(desktop).toBe(pageKey(request('/p/robe-1', { cookie: 'a=1' })));
    expect(pageKey(request('/p/robe-1', { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' }))).not.toBe(
      desktop,
    );
    expect(pageKey(request('/p/robe-1', { host: 'es.localhost:3000' }))).not.toBe(desktop);
    expect(pageKey(request('/p/robe-1?page=2'))).not.toBe(desktop);
  });

  it('adds the browser languages on the root only, until a language was chosen', () => {
    const french = pageKey(request('/', { 'accept-language': 'fr-FR' }));
    expect(french).not.toBe(pageKey(request('/', { 'accept-language': 'de-DE' })));
    expect(pageKey(request('/', { 'accept-language': 'de', cookie: 'i18n_locale=fr' }))).toBe(
      pageKey(request('/', { 'accept-language': 'fr', cookie: 'i18n_locale=fr' })),
    );
    // The root sends to the kept language (French in Belgium): each kept language its own key.
    expect(pageKey(request('/', { cookie: 'i18n_locale=fr' }))).not.toBe(
      pageKey(request('/', { cookie: 'i18n_locale=nl' })),
    );
    // ...for an arrival from outside; a link of the shop to the root is not sent back.
    expect(pageKey(request('/', { cookie: 'i18n_locale=fr' }))).not.toBe(
      pageKey(request('/', { cookie: 'i18n_locale=fr', 'sec-fetch-site': 'same-origin' })),
    );
    expect(pageKey(request('/nouveautes', { 'accept-language': 'de' }))).toBe(
      pageKey(request('/nouveautes', { 'accept-language': 'fr' })),
    );
  });

  it('is the same for a signed-in shopper: what is theirs hydrates in the browser', () => {
    expect(pageKey(request('/p/robe-1', { cookie: 'auth._token.customLocal=jwt' }))).toBe(
      pageKey(request('/p/robe-1')),
    );
  });

  it('is none for what must be rendered for the request', () => {
    expect(pageKey(request('/p/robe-1', {}, 'POST'))).toBeNull();
    expect(pageKey(request('/p/robe-1', {}, 'HEAD'))).toBeNull();
    expect(pageKey(request('/p/robe-1', { rsc: '1' }))).toBeNull();
    expect(pageKey(request('/p/robe-1?no_cache=1'))).toBeNull();
    expect(pageKey(request('/?sfmc_sub=42'))).toBeNull();
    expect(pageKey(request('/?referer=partner'))).toBeNull();
    expect(pageKey(request('/_next/static/chunks/a.js'))).toBeNull();
    expect(pageKey(request('/favicon.svg'))).toBeNull();
  });

  // Issue 30, item 11: a campaign's link is the page without its tracking parameters.
  it('leaves tracking and click parameters out of the key and of the URL rendered', () => {
    const clicks = 'utm_source=x&msclkid=1&srsltid=2&_gl=3&igshid=4';
    expect(pageKey(request(`/soldes?${clicks}&page=2`))).toBe(pageKey(request('/soldes?page=2')));
    expect(pageKey(request(`/soldes?${clicks}`))).toBe(pageKey(request('/soldes')));
    expect(renderUrl(request(`/soldes?page=2&${clicks}`))).toBe('/soldes?page=2');
    expect(pageKey(request('/soldes?foo=1'))).not.toBe(pageKey(request('/soldes')));
  });

  it('keeps a listing apart for each page size a shopper chose', () => {
    const sized = (size: string) =>
      pageKey(request('/nouveautes', { cookie: `${PAGE_SIZE_COOKIE}=${size}` }));
    expect(sized('48')).toBe(pageKey(request('/nouveautes')));
    expect(sized('24')).not.toBeNull();
    expect(sized('24')).not.toBe(sized('48'));
    expect(sized('24')).not.toBe(sized('16'));
    // Not a size offered: the listing shows the default, so does the key.
    expect(sized('7')).toBe(sized('48'));
  });

  it('shares its names with the proxy and the listing', () => {
    expect(PAGE_SIZE_COOKIE).toBe(LISTING_PAGE_SIZE_COOKIE);
    expect(PAGE_CACHE_HEADER).toBe(PROXY_CACHE_HEADER);
    expect(PAGE_RENDER_HEADER).toBe(PROXY_RENDER_HEADER);
  });
});

describe('the cookies a cached answer gives', () => {
  it('gives a new browser its tracking ids and language, and a known one nothing', () => {
    const fresh = visitorCookies(undefined, 'fr');
    expect(fresh.map((cookie) => cookie.split('=')[0])).toEqual([
      'shop_session_id',
      'shop_ab_test',
      'i18n_locale',
    ]);
    const known = fresh.map((cookie) => cookie.split(';')[0]).join('; ');
    expect(visitorCookies(known, 'fr')).toEqual([]);
    expect(visitorCookies(known, 'en')).toEqual([expect.stringMatching(/^i18n_locale=en;/)]);
  });
});

describe('If-None-Match', () => {
  it('matches the ETag in a list, weak or strong, or *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

describe('the full-page cache in front of a page server', () => {
  let server: Server;
  let base: string;
  let renders = 0;
  const rendered: string[] = [];
  let price = 10;
  let cache: ReturnType<typeof createPageCache>;

  /** Stands for Next: marks the page when the cache's token asks, with the placeholder nonce. */
  function fakeNext(req: IncomingMessage, res: ServerResponse) {
    const forCache = req.headers[PAGE_RENDER_HEADER] === cache.env.SHOP_PAGE_RENDER_TOKEN;
    const nonce = forCache ? cache.env.SHOP_PAGE_NONCE : 'own-nonce';
    renders += 1;
    rendered.push(`${forCache ? 'cache' : 'own'} ${req.url}`);
    if (req.url === '/moved' && renders === 1) {
      res.writeHead(302, { location: '/maintenance' });
      return res.end();
    }
    if (req.url === '/revalidate.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ revalidated: ['products'] }));
    }
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      'cache-control': 'private, no-store',
      'set-cookie': 'i18n_locale=fr; Path=/',
      'x-request-id': String(req.headers['x-request-id'] ?? 'render'),
    };
    if (forCache && req.url !== '/wishlist') headers[PAGE_CACHE_HEADER] = 'fr';
    res.writeHead(200, headers);
    // A listing whose search failed (listing-view.tsx) says so in its HTML.
    const failed = req.url?.startsWith('/degraded') ? `<p ${DEGRADED_PAGE_MARK}="search"></p>` : '';
    res.end(`<html><script nonce="${nonce}">x</script><p>${price} €</p>${failed}</html>`);
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      // As the observability wrapper does: every answer carries its own request's id.
      res.setHeader('x-request-id', String(req.headers['x-request-id'] ?? ''));
      void cache.serve(req, res, async (a, b) => fakeNext(a, b));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    cache = createPageCache({ port, host: '127.0.0.1', store: memoryPageStore() });
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await cache.close();
    server.close();
  });
  beforeEach(() => {
    renders = 0;
    rendered.length = 0;
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { 'user-agent': DESKTOP, ...headers } });
  const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

  it('renders a page once, then serves it with a fresh nonce in the policy and the HTML', async () => {
    const first = await get('/p/robe-1');
    const second = await get('/p/robe-1', { cookie: 'shop_session_id=x' });
    expect([first.headers.get('x-shop-cache'), second.headers.get('x-shop-cache')]).toEqual([
      'miss',
      'hit',
    ]);
    expect(renders).toBe(1);
    const [one, two] = [
      nonceOf(first.headers.get('content-security-policy')),
      nonceOf(second.headers.get('content-security-policy')),
    ];
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(two).not.toBe(one);
    expect(two).not.toBe(cache.env.SHOP_PAGE_NONCE);
    expect(await second.text()).toContain(`<script nonce="${two}">`);
    expect(second.headers.get('cache-control')).toBe('private, max-age=0');
    expect(second.headers.getSetCookie()).toHaveLength(3);
    const known = await get('/p/robe-1', {
      cookie:
        'shop_session_id=0f0e0d0c-0b0a-4909-8807-060504030201; shop_ab_test=A; i18n_locale=fr',
    });
    expect(known.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(known.headers.get('set-cookie')).toBeNull();
    expect(known.headers.get('vary')).toContain('User-Agent');
  });

  it("gives a cached page the request id of the request it answers, not the render's", async () => {
    await get('/p/robe-3', { 'x-request-id': 'first-request' });
    const hit = await get('/p/robe-3', { 'x-request-id': 'second-request' });
    expect(hit.headers.get('x-shop-cache')).toBe('hit');
    expect(hit.headers.get('x-request-id')).toBe('second-request');
  });

  it('sends a kept page gzipped, with the fresh nonce inside, or plain when asked', async () => {
    const raw = (encoding: string) =>
      new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((done, fail) => {
        const url = new URL('/p/robe-5', base);
        const headers = { 'user-agent': DESKTOP, 'accept-encoding': encoding };
        getRaw(url, { headers }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => done({ headers: answer.headers, body: Buffer.concat(chunks) }));
        }).on('error', fail);
      });
    await raw('identity');
    const zipped = await raw('gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const nonce = nonceOf(String(zipped.headers['content-security-policy']));
    expect(gunzipSync(zipped.body).toString()).toContain(`<script nonce="${nonce}">`);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-shop-cache']).toBe('hit');
    expect(plain.body.toString()).toContain('<p>');
  });

  it('keeps a chosen page size out of shared caches, yet serves it from its own', async () => {
    const cookie = `${PAGE_SIZE_COOKIE}=24; shop_session_id=0f0e0d0c-0b0a-4909-8807-060504030201; shop_ab_test=A; i18n_locale=fr`;
    await (await get('/nouveautes', { cookie })).text();
    const again = await get('/nouveautes', { cookie });
    expect(again.headers.get('x-shop-cache')).toBe('hit');
    expect(again.headers.get('cache-control')).toBe('private, max-age=0');
    expect(renders).toBe(1);
  });

  it('answers 304 to its ETag, without a policy', async () => {
    const page = await get('/p/robe-2');
    const etag = page.headers.get('etag') ?? '';
    const again = await get('/p/robe-2', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('renders again once a tag the API posted expired', async () => {
    await (await get('/p/robe-3')).text();
    price = 12;
    const posted = await fetch(`${base}/revalidate.json`, { method: 'POST', body: '{}' });
    expect(posted.status).toBe(200);
    const after = await get('/p/robe-3');
    expect(after.headers.get('x-shop-cache')).toBe('miss');
    expect(await after.text()).toContain('12 €');
  });

  it('passes pages the proxy did not mark, with their own nonce and headers', async () => {
    const page = await get('/wishlist');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-shop-cache')).toBeNull();
    expect(await page.text()).not.toContain(cache.env.SHOP_PAGE_NONCE);
  });

  it('asks again for a page that redirected (maintenance), then keeps it', async () => {
    const moved = await fetch(`${base}/moved`, {
      headers: { 'user-agent': DESKTOP },
      redirect: 'manual',
    });
    expect(moved.status).toBe(302);
    const back = await fetch(`${base}/moved`, {
      headers: { 'user-agent': DESKTOP },
      redirect: 'manual',
    });
    expect([back.status, back.headers.get('x-shop-cache')]).toEqual([200, 'miss']);
  });

  it('renders a campaign link as the page without its tracking parameters, and keeps it for all', async () => {
    const campaign = await get('/p/robe-7?utm_source=mail&msclkid=1');
    expect(campaign.headers.get('x-shop-cache')).toBe('miss');
    const plain = await get('/p/robe-7');
    expect(plain.headers.get('x-shop-cache')).toBe('hit');
    expect(rendered).toEqual(['cache /p/robe-7']);
  });

  // Issue 30, item 18: a page built while the search service failed was kept 5 minutes.
  it('keeps a page built while a service failed a few seconds only, and no CDN keeps it', async () => {
    const clock = vi.spyOn(Date, 'now');
    try {
      const start = Date.now();
      clock.mockReturnValue(start);
      await (await get('/degraded')).text();
      await (await get('/p/robe-8')).text();
      const soon = await get('/degraded');
      expect(soon.headers.get('x-shop-cache')).toBe('hit');
      expect(soon.headers.get('cache-control')).toBe(DEGRADED_CACHE_CONTROL);
      expect(renders).toBe(2);
      // Past its seconds it is rendered again (never served stale), a whole page is not.
      clock.mockReturnValue(start + DEGRADED_FRESH_MS);
      expect((await get('/degraded')).headers.get('x-shop-cache')).toBe('miss');
      expect((await get('/p/robe-8')).headers.get('x-shop-cache')).toBe('hit');
      expect(DEGRADED_FRESH_MS).toBeLessThan(FRESH_MS / 10);
      expect(renders).toBe(3);
    } finally {
      clock.mockRestore();
    }
  });

  it('lets requests that meet a render wait for it', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map(() => get('/p/robe-4')));
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200]);
    expect(renders).toBe(1);
  });
});

describe('the page store on Redis', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/14';
  // Two stores stand for two storefront instances sharing Redis.
  const one = redisPageStore(url);
  const other = redisPageStore(url);
  afterAll(async () => Promise.all([one.close(), other.close()]));

  it('gives another instance the page one stored, and the tags one expired', async () => {
    const key = `test-${process.pid}-${Date.now()}`;
    const entry = { renderedAt: Date.now(), body: Buffer.from('<html>é</html>'), tags: ['x'] };
    // The store keeps whatever a page entry holds; this one has only what the test reads.
    await one.set(key, entry as unknown as PageEntry);
    const read = (await other.get(key))!;
    expect(read.body.toString()).toBe('<html>é</html>');
    const tag = `tag-${key}`;
    await one.expireTags([tag], 1234);
    expect(await other.tagExpiries([tag, `${tag}-never`])).toEqual([1234, 0]);
  });
});
