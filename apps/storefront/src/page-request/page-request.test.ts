import type { TPageInfo, TParseAnswer } from '@shop/api-client';
import * as listingUrl from '@shop/domain/listing-url';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest, type NextResponse } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ListingRequestModule from '../components/listing/listing-request';
import type * as ChainModule from '../routing/chain';
import type * as HeadersModule from './headers';
import type * as ServerModule from './server';

// Counts every parse of a listing query the storefront makes, whoever makes it.
vi.mock('@shop/domain/listing-url', async (importOriginal) => {
  const actual = await importOriginal<typeof listingUrl>();
  return { ...actual, parseListingQuery: vi.fn(actual.parseListingQuery) };
});

const pageInfo = (type: TPageInfo['type'], listingType: TPageInfo['listingType']): TPageInfo => ({
  type,
  listingType,
  store: 'fr',
  locale: 'fr',
  title: 'Vêtements « été »',
  filters: { categoryId: 1, facets: { colors: ['Noir'] }, ranges: {}, sort: null, page: 1 },
  breadcrumb: { parts: [{ label: 'Accueil', url: '/' }] },
  bubbles: [],
  seo: {
    title: 'Vêtements',
    description: 'Tous les vêtements',
    canonical: 'http://localhost:3000/vetements-c1',
    alternates: [],
    robots: 'index,follow',
  },
  taxonomy: { category: 'Vêtements' },
});

const PAGES: Record<string, TPageInfo> = {
  '/vetements-c1': pageInfo('listing', 'category'),
  '/c-banksy-7': pageInfo('artists', 'artist'),
  '/en/vetements-c1': pageInfo('listing', 'category'),
};

/** The front API's URLs the stand-in received. */
const calls: string[] = [];
const api: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    calls.push(request.url ?? '');
    const { path = '' } = JSON.parse(body || '{}') as { path?: string };
    const info = PAGES[path];
    if (!request.url?.startsWith('/api/v5/parse') || !info) {
      response.writeHead(500).end('{}');
      return;
    }
    const answer: TParseAnswer = {
      code: 200,
      url: { path, queryParams: {}, href: path },
      pageInfo: info,
    };
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  });
});

let modules: typeof ChainModule &
  typeof HeadersModule &
  typeof ServerModule &
  typeof ListingRequestModule;

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as AddressInfo;
  vi.stubEnv('API_URL', `http://127.0.0.1:${port}`);
  vi.stubEnv('SHOP_PUBLIC_PORT', '3000');
  vi.stubEnv('SHOP_STORE_HOSTS', '');
  modules = {
    ...(await import('../routing/chain')),
    ...(await import('./headers')),
    ...(await import('./server')),
    ...(await import('../components/listing/listing-request')),
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => api.close(resolve));
});

afterEach(() => vi.restoreAllMocks());

/** The headers Next renders the page with: the ones the proxy's rewrite set on the request. */
function renderedHeaders(response: NextResponse): Headers {
  const headers = new Headers();
  const names = response.headers.get('x-middleware-override-headers')?.split(',') ?? [];
  for (const name of names) {
    const value = response.headers.get(`x-middleware-request-${name}`);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** One shopper request through the proxy, then read by the page as the page request. */
async function pageRequestOf(url: string) {
  // The maintenance flag is read from a stand-in that does not know /init: logged, and off.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const response = await modules.routePage(
    new NextRequest(url, { headers: { host: 'localhost:3000' } }),
  );
  expect(response.headers.get('x-middleware-rewrite')).toBeTruthy();
  return modules.readPageRequest(renderedHeaders(response));
}

const parseCalls = () => calls.filter((url) => url.startsWith('/api/v5/parse')).length;

describe('a listing request parses its URL once', () => {
  it('parses a category listing once, in the proxy; the page reads the state the API parsed', async () => {
    calls.length = 0;
    vi.mocked(listingUrl.parseListingQuery).mockClear();
    const page = await pageRequestOf('http://localhost:3000/vetements-c1?colors=Noir&page=2');
    const info = modules.pageInfoOf(page);
    const listing = info && modules.pageListingRequest(page, info);
    expect(listing?.state.filters).toEqual({ colors: ['Noir'] });
    expect(listing?.basePath).toBe('/vetements-c1');
    expect(parseCalls()).toBe(1);
    expect(listingUrl.parseListingQuery).not.toHaveBeenCalled();
  });

  it('parses an artist page’s query once, which the API leaves alone', async () => {
    calls.length = 0;
    vi.mocked(listingUrl.parseListingQuery).mockClear();
    const page = await pageRequestOf('http://localhost:3000/c-banksy-7?sort=price_asc&page=3');
    const info = modules.pageInfoOf(page);
    const listing = info && modules.pageListingRequest(page, info);
    expect(listing).toMatchObject({ kind: 'artist', state: { sort: 'price_asc', page: 2 } });
    expect(parseCalls()).toBe(1);
    expect(listingUrl.parseListingQuery).toHaveBeenCalledTimes(1);
  });

  it('never parses a search page with the API, and its query once', async () => {
    calls.length = 0;
    vi.mocked(listingUrl.parseListingQuery).mockClear();
    const page = await pageRequestOf('http://localhost:3000/search/jean?page=2');
    expect(page.pageType).toBe('search');
    const listing = modules.searchListingRequest(page, 'jean', ((key: string) => key) as never);
    expect(listing).toMatchObject({ kind: 'search', query: 'jean', state: { page: 1 } });
    expect(parseCalls()).toBe(0);
    expect(listingUrl.parseListingQuery).toHaveBeenCalledTimes(1);
  });
});

describe('the page request on its way from the proxy to the page', () => {
  it('carries store, language, URL, device and the parsed page, accents included', async () => {
    const page = await pageRequestOf('http://localhost:3000/en/vetements-c1?colors=Noir');
    expect(page).toMatchObject({
      locale: 'en',
      path: '/en/vetements-c1',
      search: '?colors=Noir',
      device: 0,
      noCache: false,
      pageType: 'listing',
    });
    expect(page.store.id).toBe('fr');
    expect(modules.pageInfoOf(page)?.title).toBe('Vêtements « été »');
  });

  it('shows the error page when the proxy could not parse, and never asks again', async () => {
    calls.length = 0;
    const page = await pageRequestOf('http://localhost:3000/panne-c9');
    expect(page.parse).toEqual({ kind: 'failed' });
    expect(() => modules.pageInfoOf(page)).toThrow('Unable to parse the URL');
    expect(parseCalls()).toBe(1);
  });

  it('reads the host and user agent alone where the proxy did not run', () => {
    const page = modules.readPageRequest(
      new Headers({ host: 'es.localhost:3000', 'x-shop-path': '/en/p/hoodie-12' }),
    );
    expect([page.store.id, page.locale, page.parse]).toEqual(['es', 'en', null]);
  });
});
