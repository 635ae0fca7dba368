import type { TParseAnswer } from '@shop/api-client';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest, NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ContextModule from './context';
import type * as GtmModule from './gtm';
import type * as I18nModule from './i18n';
import type * as PageModule from './page';
import type * as SearchModule from './search';
import type * as SkeletonModule from './skeleton';
import type * as HeadersModule from '../page-request/headers';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const listingInfo = {
  type: 'listing',
  listingType: 'category',
  store: 'fr',
  locale: 'fr',
  title: 'Vêtements',
  filters: { categoryId: 1, facets: {}, ranges: {}, sort: null, page: 0 },
  breadcrumb: { parts: [] },
  bubbles: [],
  seo: {
    title: 'Vêtements',
    description: 'Vêtements',
    canonical: 'http://localhost:3000/vetements-c1',
    alternates: [],
    robots: 'index,follow',
  },
} satisfies TParseAnswer['pageInfo'];

/** What the stand-in API answers to POST /parse, by path: the answers the proxy must route. */
const PARSE_ANSWERS: Record<string, Pick<TParseAnswer, 'code' | 'pageInfo'> & { href?: string }> = {
  '/vetements-c1': { code: 200, pageInfo: listingInfo },
  '/c-peintre-a1': {
    code: 200,
    pageInfo: { ...listingInfo, type: 'artists', listingType: 'artist' },
  },
  '/inconnu': { code: 404, pageInfo: null },
  '/ancien-c1': { code: 301, pageInfo: null, href: '/vetements-c1?colors=Noir%7EBleu' },
  '/ailleurs': { code: 301, pageInfo: null, href: '//evil.example/vetements' },
  '/oblique': { code: 301, pageInfo: null, href: '/\\evil.example' },
};

/** The calls the stand-in API received: URL and the headers the spec's section 7 names. */
const calls: { url: string; device: string | undefined; store: string | undefined }[] = [];

// The front API as far as the proxy's parse step needs it. The real API never answers a
// redirect to another site, so the refusal of one can only be shown against a stand-in.
const api: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    calls.push({
      url: request.url ?? '',
      device: request.headers['x-device'] as string | undefined,
      store: request.headers['x-store'] as string | undefined,
    });
    if (request.url?.startsWith('/api/v5/referers/partenaire')) {
      const referer = {
        name: 'partenaire',
        label: 'Partenaire',
        landingPath: null,
        utm: { source: 'partenaire', medium: 'affiliation', campaign: 'printemps' },
        cookieMaxAge: 2_592_000,
      };
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(referer));
      return;
    }
    const { path } = JSON.parse(body || '{}') as { path?: string };
    const known = PARSE_ANSWERS[path ?? ''];
    if (!request.url?.startsWith('/api/v5/parse') || !known) {
      response.writeHead(500).end('{}');
      return;
    }
    const answer: TParseAnswer = {
      code: known.code,
      url: { path: path!, queryParams: {}, href: known.href ?? path! },
      pageInfo: known.pageInfo,
    };
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  });
});

let routing: typeof HeadersModule &
  typeof ContextModule &
  typeof PageModule &
  typeof SearchModule &
  typeof SkeletonModule &
  typeof I18nModule &
  typeof GtmModule;

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as AddressInfo;
  // The steps read the API's address and the store hosts from the environment on import.
  vi.stubEnv('API_URL', `http://127.0.0.1:${port}`);
  vi.stubEnv('SHOP_PUBLIC_PORT', '3000');
  vi.stubEnv('SHOP_STORE_HOSTS', '');
  routing = {
    ...(await import('../page-request/headers')),
    ...(await import('./context')),
    ...(await import('./page')),
    ...(await import('./search')),
    ...(await import('./skeleton')),
    ...(await import('./i18n')),
    ...(await import('./gtm')),
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => api.close(resolve));
});

function request(url: string, headers: Record<string, string> = {}) {
  const { host } = new URL(url);
  return new NextRequest(url, { headers: { host, 'user-agent': DESKTOP, ...headers } });
}

/** The headers a page is rendered with, after the steps that ran. */
const pageHeaders = (context: Awaited<ReturnType<typeof contextOf>>) =>
  routing.writePageRequest(context.request.headers, context.page);

/** The context after the skeleton step, as every later step sees it. */
async function contextOf(url: string, headers?: Record<string, string>) {
  const context = routing.routeContext(request(url, headers));
  await routing.skeleton(context);
  return context;
}

describe('routeContext: store, language and the facts handed to the pages', () => {
  it('takes the store from the host and the language from an optional prefix', async () => {
    const spanish = await contextOf('http://es.localhost:3000/camisetas-c4');
    expect([spanish.page.store.id, spanish.page.locale, spanish.prefix, spanish.path]).toEqual([
      'es',
      'es',
      null,
      '/camisetas-c4',
    ]);
    const english = await contextOf('http://es.localhost:3000/en/camisetas-c4');
    expect([english.page.store.id, english.page.locale, english.prefix, english.path]).toEqual([
      'es',
      'en',
      'en',
      '/camisetas-c4',
    ]);
    // A host the shop does not know is the main store's.
    expect((await contextOf('http://unknown.example/')).page.store.id).toBe('fr');
  });

  it('gives a phone device class 1 and a desktop 0, for the steps and the pages', async () => {
    const phone = await contextOf('http://localhost:3000/', { 'user-agent': IPHONE });
    expect(phone.page.device).toBe(1);
    expect(pageHeaders(phone).get(routing.PAGE_HEADERS.device)).toBe('1');
    const desktop = await contextOf('http://localhost:3000/');
    expect(desktop.page.device).toBe(0);
    expect(pageHeaders(desktop).get(routing.PAGE_HEADERS.device)).toBe('0');
  });

  it('passes no_cache=1 on to the pages', async () => {
    const fresh = await contextOf('http://localhost:3000/vetements-c1?no_cache=1');
    expect(fresh.page.noCache).toBe(true);
    expect(pageHeaders(fresh).get(routing.PAGE_HEADERS.noCache)).toBe('1');
    const cached = await contextOf('http://localhost:3000/vetements-c1?no_cache=0');
    expect(pageHeaders(cached).get(routing.PAGE_HEADERS.noCache)).toBe('0');
  });

  it('never takes the shop’s own headers from the client', async () => {
    const context = await contextOf('http://localhost:3000/', {
      'user-agent': IPHONE,
      'x-shop-page-type': 'maintenance',
      'x-shop-not-found': 'missing',
      'x-shop-device': '0',
      'x-shop-no-cache': '1',
    });
    const headers = pageHeaders(context);
    expect(headers.has('x-shop-page-type')).toBe(false);
    expect(headers.has('x-shop-not-found')).toBe(false);
    expect(headers.get(routing.PAGE_HEADERS.device)).toBe('1');
    expect(headers.get(routing.PAGE_HEADERS.noCache)).toBe('0');
  });
});

describe('i18n step', () => {
  it('sends the store’s own language prefix to the path without it (301)', async () => {
    const answer = await routing.i18n(await contextOf('http://es.localhost:3000/es/camisetas-c4'));
    expect(answer?.status).toBe(301);
    expect(answer?.headers.get('location')).toBe('http://es.localhost:3000/camisetas-c4');
  });
});

describe('gtm step: the visitor cookies of the tracking data', () => {
  async function cookiesAfter(url: string, headers?: Record<string, string>) {
    const context = await contextOf(url, headers);
    await routing.gtm(context);
    const response = NextResponse.next();
    for (const finish of context.finishers) await finish(response);
    return response.cookies;
  }

  it('gives a new visitor a session id for 20 days and an A/B group for 30', async () => {
    const cookies = await cookiesAfter('http://localhost:3000/vetements-c1');
    const session = cookies.get('shop_session_id');
    expect(session?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-/);
    expect(session).toMatchObject({ maxAge: 1_728_000, path: '/', sameSite: 'lax' });
    expect(session?.httpOnly).toBeFalsy();
    const group = cookies.get('shop_ab_test');
    expect(['A', 'B']).toContain(group?.value);
    expect(group).toMatchObject({ maxAge: 2_592_000, path: '/' });
  });

  it('keeps a referer the API knows for 30 days, and no other', async () => {
    const known = await cookiesAfter('http://localhost:3000/?referer=partenaire');
    expect(known.get('referer')).toMatchObject({ value: 'partenaire', maxAge: 2_592_000 });
    const unknown = await cookiesAfter('http://localhost:3000/?referer=inconnu');
    expect(unknown.get('referer')).toBeUndefined();
  });

  it('keeps the session and group a visitor already has, and replaces forged ones', async () => {
    const id = '3b241101-e2bb-4255-8caf-4136c566a962';
    const kept = await cookiesAfter('http://localhost:3000/', {
      cookie: `shop_session_id=${id}; shop_ab_test=B`,
    });
    expect(kept.get('shop_session_id')).toBeUndefined();
    expect(kept.get('shop_ab_test')).toBeUndefined();
    const forged = await cookiesAfter('http://localhost:3000/', {
      cookie: 'shop_session_id=<script>; shop_ab_test=Z',
    });
    expect(forged.get('shop_session_id')?.value).not.toBe('<script>');
    expect(['A', 'B']).toContain(forged.get('shop_ab_test')?.value);
  });
});

describe('page step: what the server’s parse call says', () => {
  it('asks parse with the shopper’s store, device class and no_cache', async () => {
    calls.length = 0;
    const context = await contextOf('http://localhost:3000/vetements-c1?no_cache=1', {
      'user-agent': IPHONE,
    });
    expect(await routing.page(context)).toBeUndefined();
    expect(pageHeaders(context).get(routing.PAGE_HEADERS.pageType)).toBe('listing');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ device: '1', store: 'fr' });
    expect(calls[0]!.url).toMatch(/^\/api\/v5\/parse\?no_cache=1&cb=\d+$/);

    calls.length = 0;
    await routing.page(await contextOf('http://localhost:3000/vetements-c1'));
    expect(calls[0]).toMatchObject({ url: '/api/v5/parse', device: '0' });
  });

  it('shows the 404 page for a 404', async () => {
    const context = await contextOf('http://localhost:3000/inconnu');
    expect(await routing.page(context)).toBeUndefined();
    expect(context.path).toBe(routing.NOT_FOUND_ROUTE);
  });

  it('follows a redirect to a path of the site, with its status and query', async () => {
    const answer = await routing.page(await contextOf('http://localhost:3000/ancien-c1'));
    expect(answer?.status).toBe(301);
    expect(answer?.headers.get('location')).toBe(
      'http://localhost:3000/vetements-c1?colors=Noir%7EBleu',
    );
  });

  it('never follows a redirect to another site (ERR_REDIRECT)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // An absolute URL does not even pass the answer's schema (its href is a path).
      for (const path of ['/ailleurs', '/oblique']) {
        const context = await contextOf(`http://localhost:3000${path}`);
        expect(await routing.page(context), path).toBeUndefined();
        expect(context.page.pageType, path).toBeNull();
        expect(context.page.parse, path).toMatchObject({ kind: 'refused' });
      }
      expect(errors.mock.calls.map(([message]) => String(message))).toEqual([
        expect.stringMatching(/^ERR_REDIRECT/),
        expect.stringMatching(/^ERR_REDIRECT/),
      ]);
    } finally {
      errors.mockRestore();
    }
  });
});

// Issue 30, item 11: campaign links landed on a 404 whenever a parameter was not utm_*, gclid or
// fbclid (the listings' own are the API's, tests in apps/api/test/parse.test.ts).
describe('unknown query parameters on search and artist pages', () => {
  it('redirect a search to the same search without them, tracking parameters kept', async () => {
    const answer = await routing.search(
      await contextOf('http://localhost:3000/search/robe?foo=1&msclkid=2&sort=novelty'),
    );
    expect(answer?.status).toBe(301);
    expect(answer?.headers.get('location')).toBe(
      'http://localhost:3000/search/robe?msclkid=2&sort=novelty',
    );
    const bare = await routing.search(await contextOf('http://localhost:3000/en/search?foo=1'));
    expect(bare?.headers.get('location')).toBe('http://localhost:3000/en/search');
  });

  it('serve a search with tracking and click parameters as it is', async () => {
    const clicks = 'msclkid=1&ttclid=2&gbraid=3&wbraid=4&_gl=5&srsltid=6&mc_cid=7&igshid=8';
    expect(
      await routing.search(await contextOf(`http://localhost:3000/search/robe?${clicks}`)),
    ).toBeUndefined();
  });

  it('redirect an artist page the same way', async () => {
    const answer = await routing.page(
      await contextOf('http://localhost:3000/c-peintre-a1?utm_source=x&foo=1'),
    );
    expect(answer?.status).toBe(301);
    expect(answer?.headers.get('location')).toBe('http://localhost:3000/c-peintre-a1?utm_source=x');
    const served = await contextOf('http://localhost:3000/c-peintre-a1?srsltid=1&page=2');
    expect(await routing.page(served)).toBeUndefined();
    expect(served.page.pageType).toBe('artists');
  });
});
