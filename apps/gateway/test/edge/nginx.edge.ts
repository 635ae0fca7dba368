// What the nginx edge adds to the routing: compression, a year of cache for hashed build
// files, the storefront's own cache headers kept and honoured, and an error page.
import { request as httpRequest } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { hasBrotli } from '../../../../scripts/lib/nginx-edge.mjs';

const base = inject('routingBaseUrl')!;
const storefront = inject('storefrontBaseUrl')!;

/** A GET whose answer is not decoded, so the encoding the edge chose can be seen. */
function rawGet(path: string, headers: Record<string, string> = {}, origin = base) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const request = httpRequest({ host: hostname, port, path, headers }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

/** The first hashed file a page loads under `prefix`. */
async function assetOf(page: string, prefix: string): Promise<string> {
  const html = await fetch(`${base}${page}`).then((response) => response.text());
  const match = new RegExp(`${prefix}[^"'?]+\\.js`).exec(html);
  if (!match) throw new Error(`${page} loads nothing under ${prefix}`);
  return match[0];
}

const YEAR = 'public, max-age=31536000, immutable';

describe('the nginx edge in front of the shop', () => {
  // The API sends its JSON plain; the storefront and the checkout app send their own gzip.
  it('compresses with gzip a text answer the app sends plain', async () => {
    const answer = await rawGet('/api/v5/openapi.json', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it.runIf(hasBrotli())('prefers brotli when the module is installed', async () => {
    const answer = await rawGet('/api/v5/openapi.json', { 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it("passes the storefront's gzipped page on as it is, not compressed again", async () => {
    const { host } = new URL(base);
    const returning = {
      host,
      cookie:
        'shop_session_id=0b6f2a57-4c1e-4a83-9a55-2f1d3e0c7b11; shop_ab_test=A; i18n_locale=fr',
      'accept-encoding': 'gzip, deflate, br, zstd',
    };
    const direct = await rawGet('/', returning, storefront);
    const edge = await rawGet('/', returning);
    expect(direct.headers['content-encoding']).toBe('gzip');
    expect(edge.headers['content-encoding']).toBe('gzip');
    // Compressed again, the answer would be chunked, without the storefront's length.
    expect(edge.headers['content-length']).toBe(direct.headers['content-length']);
  });

  it('sends a client that takes no gzip a plain page', async () => {
    const answer = await rawGet('/', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['/', '/_next/static/'],
    ['/login', '/checkout/assets/'],
  ])('caches the hashed files %s loads (%s) for a year', async (page, prefix) => {
    const answer = await rawGet(await assetOf(page, prefix));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(YEAR);
  });

  it('does not keep a missing hashed file for a year', async () => {
    const answer = await rawGet('/_next/static/chunks/missing-0000.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).not.toBe(YEAR);
  });

  it('keeps an answer the storefront marks public, and serves it again from the cache', async () => {
    const first = await rawGet('/sitemap.xml');
    const second = await rawGet('/sitemap.xml');
    expect(first.headers['cache-control']).toMatch(/public/);
    expect(second.headers['x-cache-status']).toBe('HIT');
  });

  it('keeps one copy of a page whatever tracking and click parameters its links carry', async () => {
    await rawGet('/sitemap.xml');
    const click = `gclid=${crypto.randomUUID()}&utm_source=news&srsltid=${Date.now()}`;
    expect((await rawGet(`/sitemap.xml?${click}`)).headers['x-cache-status']).toBe('HIT');
    // Any other parameter is part of the key: it may change the page.
    const other = await rawGet(`/sitemap.xml?edge=${crypto.randomUUID()}&gclid=1`);
    expect(other.headers['x-cache-status']).not.toBe('HIT');
  });

  it("passes a page's Cache-Control on and keeps the page only as it allows", async () => {
    const path = `/search/edge-${Date.now()}`;
    const first = await rawGet(path);
    const second = await rawGet(path);
    const policy = String(first.headers['cache-control'] ?? '');
    const shared = /(s-maxage|max-age)=[1-9]/.test(policy) && !/private|no-store/.test(policy);
    expect(first.headers['x-cache-status']).toMatch(/^(MISS|BYPASS|EXPIRED)$/);
    expect(second.headers['x-cache-status']).toMatch(shared ? /^HIT$/ : /^(MISS|BYPASS|EXPIRED)$/);
  });

  it('sends HSTS on https only', async () => {
    const answer = await rawGet('/api/v5/health');
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('never caches the personal pages of the checkout app', async () => {
    const answer = await rawGet('/account');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-cache-status']).toBeUndefined();
  });

  it('gives every answer its own request id, whatever id a client sends', async () => {
    const first = await rawGet('/api/v5/health', { 'x-request-id': 'forged-by-a-client' });
    const second = await rawGet('/api/v5/health');
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it.each(['/metrics', '/health/live', '/health/ready', '/revalidate.json'])(
    'answers 404 to %s: the apps keep it for the operators',
    async (path) => {
      expect((await rawGet(path)).status).toBe(404);
    },
  );
});
