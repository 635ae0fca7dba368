// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutHandler, isFileRequest } from './app';

const INDEX =
  '<!doctype html><html lang="fr"><script nonce="CSP_NONCE_PLACEHOLDER" src="/checkout/assets/index-abc123.js"></script></html>';
/** The page as served: the build's placeholder replaced by the answer's nonce. */
const served = (nonce: string) => INDEX.replace('CSP_NONCE_PLACEHOLDER', nonce);
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? '';

let dist: string;
let server: Server;
let origin: string;
/** The back office's flag as the handler reads it. */
let maintenance = false;
const maintenanceOn = () => Promise.resolve(maintenance);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'checkout-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  // As the build writes them beside each script (vite.config.ts).
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("app");'));
  writeFileSync(
    join(dist, 'assets', 'index-abc123.js.br'),
    brotliCompressSync('console.log("app");'),
  );
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = createServer(createCheckoutHandler({ distDir: dist, maintenanceOn }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('checkout server', () => {
  it.each([
    '/checkout/basket',
    '/checkout/shipping?step=2',
    '/es/checkout/basket',
    '/login?mode=connection',
    '/de/login',
    '/account',
    '/autoconnect/abc.def',
    '/checkout/confirm?order=12',
  ])('answers index.html for the app path %s, never cached', async (path) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const nonce = nonceOf(response.headers.get('content-security-policy'));
    expect(await response.text()).toBe(served(nonce));
  });

  it('sends a strict policy with a fresh nonce on every page, and the security headers', async () => {
    const [first, second] = await Promise.all([
      fetch(`${origin}/checkout/basket`),
      fetch(`${origin}/checkout/basket`),
    ]);
    const policy = first.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(nonceOf(policy)).not.toBe(nonceOf(second.headers.get('content-security-policy')));
    expect(await first.text()).toContain(`nonce="${nonceOf(policy)}"`);
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('permissions-policy')).toContain('camera=()');
  });

  it.each(['/checkout/nope', '/checkout/', '/es/checkout/nope', '/account/nope', '/login/nope'])(
    'answers the app (its not-found page) with a 404 for %s, a path without a page',
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(
        served(nonceOf(response.headers.get('content-security-policy'))),
      );
    },
  );

  describe('in maintenance', () => {
    afterEach(() => {
      maintenance = false;
    });

    it.each([
      ['/checkout/basket', '/maintenance'],
      ['/login?mode=connection', '/maintenance'],
      ['/account', '/maintenance'],
      ['/es/checkout/shipping', '/es/maintenance'],
      ['/de/account/nope', '/de/maintenance'],
    ])('sends %s to the maintenance page %s while the flag is on', async (path, target) => {
      maintenance = true;
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(target);
      // Assets and the health check stay served: a page open before the switch still works.
      expect((await fetch(`${origin}/checkout/assets/index-abc123.js`)).status).toBe(200);
      expect((await fetch(`${origin}/checkout/health`)).status).toBe(200);
    });

    it('sends a page asked with the maintenance query there, whatever the flag', async () => {
      const response = await fetch(`${origin}/it/checkout/basket?maintenance=1`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/it/maintenance?maintenance=1');
    });
  });

  it('serves hashed assets under /checkout/assets with an immutable cache', async () => {
    const response = await fetch(`${origin}/checkout/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("app");');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])("sends a client taking %s the build's copy compressed as %s", async (taken, encoding) => {
    const answer = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const path = `${origin}/checkout/assets/index-abc123.js`;
        get(path, { headers: { 'accept-encoding': taken } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      },
    );
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    if (encoding === 'br') expect(brotliDecompressSync(answer.body).toString()).toContain('app');
    if (!encoding) expect(answer.body.toString()).toBe('console.log("app");');
  });

  it('serves other files of dist under /checkout, revalidated', async () => {
    const response = await fetch(`${origin}/checkout/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404, not the page, for a missing asset', async () => {
    const response = await fetch(`${origin}/checkout/assets/index-old.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found');
  });

  it('answers 404 for a file deleted after start instead of crashing', async () => {
    writeFileSync(join(dist, 'assets', 'gone-1.js'), 'gone');
    const fresh = createServer(createCheckoutHandler({ distDir: dist, maintenanceOn }));
    await new Promise<void>((resolve) => fresh.listen(0, '127.0.0.1', resolve));
    const freshOrigin = `http://127.0.0.1:${(fresh.address() as AddressInfo).port}`;
    unlinkSync(join(dist, 'assets', 'gone-1.js'));
    try {
      expect((await fetch(`${freshOrigin}/checkout/assets/gone-1.js`)).status).toBe(404);
      expect((await fetch(`${freshOrigin}/checkout/health`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => fresh.close(resolve));
    }
  });

  it('does not let a path escape dist', async () => {
    const response = await fetch(`${origin}/checkout/..%2f..%2fetc/passwd.txt`);
    expect(response.status).toBe(404);
  });

  it('has a health check', async () => {
    const response = await fetch(`${origin}/checkout/health`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${origin}/checkout/basket`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${origin}/checkout/basket`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('isFileRequest', () => {
  it('is a path under /checkout whose last segment has an extension', () => {
    expect(isFileRequest('/checkout/assets/a-1.js')).toBe(true);
    expect(isFileRequest('/checkout/favicon.svg')).toBe(true);
    expect(isFileRequest('/checkout/basket')).toBe(false);
    expect(isFileRequest('/autoconnect/a.b')).toBe(false);
    expect(isFileRequest('/checkoutx/a.js')).toBe(false);
  });
});
