import { describe, expect, it, vi } from 'vitest';
import { buildUrl, commonHeaders, createApiClient } from './client';
import { ApiError, RequestError, isNetworkFailure, normalizeError } from './errors';
import { sampleInit } from './test-fixtures';

const base = { baseUrl: 'http://api.test/api/v5', store: 'es', device: 1, locale: 'es' } as const;

function answer(status: number, body: unknown, statusText = 'OK') {
  return new Response(JSON.stringify(body), { status, statusText });
}

describe('commonHeaders', () => {
  it('sends JSON, store, device and language on every call', () => {
    expect(commonHeaders(base)).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Store': 'es',
      'X-Device': '1',
      'Accept-Language': 'es',
    });
  });
  it('adds a Bearer token only when logged in', () => {
    expect(commonHeaders({ ...base, getToken: () => null }).Authorization).toBeUndefined();
    expect(commonHeaders({ ...base, getToken: () => 'abc' }).Authorization).toBe('Bearer abc');
  });
  it("passes on the shopper's address only when a server calls for one", () => {
    expect(commonHeaders(base)['X-Forwarded-For']).toBeUndefined();
    expect(commonHeaders({ ...base, forwardedFor: '203.0.113.7' })['X-Forwarded-For']).toBe(
      '203.0.113.7',
    );
  });
  it('passes on the request id of the page being answered, when there is one', () => {
    expect(commonHeaders(base)['X-Request-Id']).toBeUndefined();
    expect(commonHeaders({ ...base, requestId: 'edge-1' })['X-Request-Id']).toBe('edge-1');
  });
});

describe('buildUrl', () => {
  it('joins the path and the query, one parameter per array item', () => {
    expect(buildUrl('/api/v5/', '/templates', { 'templateSlugs[]': ['a', 'b'] })).toBe(
      '/api/v5/templates?templateSlugs%5B%5D=a&templateSlugs%5B%5D=b',
    );
  });
  it('busts caches with no_cache=1 and a changing value', () => {
    expect(buildUrl('/api/v5', '/init', {}, true, () => 42)).toBe('/api/v5/init?no_cache=1&cb=42');
    expect(buildUrl('/api/v5', '/init', {}, false)).toBe('/api/v5/init');
  });
});

describe('createApiClient', () => {
  it('calls GET /init with the common headers and parses the answer', async () => {
    const fetch = vi.fn(async () => answer(200, sampleInit));
    const api = createApiClient({ ...base, fetch, noCache: true });
    await expect(api.init()).resolves.toEqual(sampleInit);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^http:\/\/api\.test\/api\/v5\/init\?no_cache=1&cb=\d+$/);
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>)['X-Store']).toBe('es');
  });

  it('rejects an answer that does not fit the schema', async () => {
    const api = createApiClient({ ...base, fetch: async () => answer(200, { countries: [] }) });
    await expect(api.init()).rejects.toThrow();
  });

  it('throws an ApiError carrying the answer on an error status', async () => {
    const api = createApiClient({
      ...base,
      fetch: async () => answer(404, { message: 'Page not found' }, 'Not Found'),
    });
    const error = await api.init().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(normalizeError(error)).toEqual({
      status: 404,
      statusText: 'Not Found',
      message: '404 Not Found',
      data: { message: 'Page not found' },
    });
  });

  it('turns a request without an answer into a RequestError of status 0', async () => {
    const api = createApiClient({
      ...base,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await api.init().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestError);
    expect(normalizeError(error)).toEqual({
      status: 0,
      statusText: 'Network Error',
      message: 'Network Error',
    });
    expect(isNetworkFailure(error)).toBe(true);
  });

  it('takes device and no_cache from the call context at each call', async () => {
    const fetch = vi.fn(async () => answer(200, sampleInit));
    let context = { device: 0 as const, noCache: true };
    const api = createApiClient({ ...base, fetch, callContext: async () => context });
    await api.init();
    context = { device: 0, noCache: false };
    await api.init();
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]![0]).toMatch(/\/init\?no_cache=1&cb=\d+$/);
    expect((calls[0]![1].headers as Record<string, string>)['X-Device']).toBe('0');
    expect(calls[1]![0]).toBe('http://api.test/api/v5/init');
  });
});

describe('normalizeError', () => {
  it('gives a request with no answer its status, default 500 Internal Server Error', () => {
    expect(normalizeError(new RequestError('x', { url: '/a' }))).toEqual({
      status: 500,
      statusText: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect(
      normalizeError(new RequestError('x', { url: '/a', status: 503, statusText: 'Busy' })),
    ).toMatchObject({ status: 503, statusText: 'Busy' });
  });
  it('gives a request that reached nothing status 0, Network Error', () => {
    expect(normalizeError(new RequestError('x', { url: '/a', status: 0 }))).toEqual({
      status: 0,
      statusText: 'Network Error',
      message: 'Network Error',
    });
  });
  it('makes a search RetryError a Network Error only when every attempt failed by the network', () => {
    const retryError = (frames: { status: number; isTimedOut: boolean }[]) =>
      Object.assign(new Error('Unreachable hosts'), {
        name: 'RetryError',
        stackTrace: frames.map((response) => ({ response })),
      });
    const timedOut = retryError([
      { status: 0, isTimedOut: true },
      { status: 0, isTimedOut: false },
    ]);
    expect(normalizeError(timedOut)).toEqual({
      status: 0,
      statusText: 'Network Error',
      message: 'Network Error',
    });
    const answered = retryError([
      { status: 0, isTimedOut: false },
      { status: 503, isTimedOut: false },
    ]);
    expect(normalizeError(answered).status).toBe(500);
  });
  it('makes anything else 500 Internal Server Error', () => {
    expect(normalizeError(new Error('boom'))).toEqual({
      status: 500,
      statusText: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect(normalizeError('nope').status).toBe(500);
  });
});
