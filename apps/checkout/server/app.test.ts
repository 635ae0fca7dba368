// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shop/i18n';
import { createCheckoutHandler, isFileRequest } from './app';

const ENTRY =
  '<script nonce="CSP_NONCE_PLACEHOLDER" src="/checkout/assets/index-abc123.js"></script>';
const INDEX =
  '<!doctype html><html lang="fr"><head><meta name="description" content="Panier" />' +
  `<title>Panier</title></head><body><noscript>JS</noscript>${ENTRY}</body></html>`;
/** Vite's manifest as the build writes it: each language's texts a chunk of their own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', src: 'index.html', isEntry: true },
  '../../packages/i18n/dist/locales/fr.js': {
    file: 'assets/fr-f1.js',
    src: '../../packages/i18n/dist/locales/fr.js',
    isDynamicEntry: true,
    imports: ['_bundle-b1.js', 'index.html'],
  },
  '../../packages/i18n/dist/locales/es.js': {
    file: 'assets/es-e1.js',
    src: '../../packages/i18n/dist/locales/es.js',
    isDynamicEntry: true,
    imports: ['_bundle-b1.js', 'index.html'],
  },
  '_bundle-b1.js': { file: 'assets/bundle-b1.js' },
};
const preload = (file: string, nonce: string) =>
  `<link rel="modulepreload" crossorigin href="/checkout/assets/${file}" nonce="${nonce}">`;
/** The app's script tag as served: the build's placeholder replaced by the answer's nonce. */
const served = (nonce: string) => ENTRY.replace('CSP_NONCE_PLACEHOLDER', nonce);
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
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
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

/** A page as a shopper's browser asks for it on one of the stores' hosts. */
function getPage(from: string, path: string, host: string) {
  return new Promise<{ body: string; policy: string }>((resolve, reject) => {
    get(`${from}${path}`, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ body, policy: String(response.headers['content-security-policy'] ?? '') }),
      );
    }).on('error', reject);
  });
}

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
    const html = await response.text();
    expect(html).toContain(served(nonce));
    expect(html).not.toContain('CSP_NONCE_PLACEHOLDER');
  });

  it.each([
    ['/checkout/basket', 'localhost:3000', 'fr'],
    ['/es/checkout/basket', 'localhost:3000', 'es'],
    ['/checkout/basket', 'it.localhost:3000', 'it'],
    ['/account', 'de.localhost', 'de'],
    ['/en/login', 'nl.localhost:3000', 'en'],
  ] as const)(
    'writes %s on %s in its language (%s): lang, title, description, no-script notice',
    async (path, host, locale) => {
      const { body } = await getPage(origin, path, host);
      const { meta } = messages[locale];
      expect(body).toContain(`<html lang="${locale}">`);
      expect(body).toContain(`<title>${meta.siteName}</title>`);
      expect(body).toContain(`<meta name="description" content="${meta.checkoutDescription}" />`);
      // As written for HTML: the Italian notice's apostrophe is an entity.
      expect(body).toContain(`<noscript>${meta.noScript.replaceAll("'", '&#39;')}</noscript>`);
    },
  );

  it("preloads the texts of the page's language and the French fallback, once each", async () => {
    const es = await getPage(origin, '/es/checkout/basket', 'localhost');
    const nonce = nonceOf(es.policy);
    expect(es.body).toContain(
      `${preload('es-e1.js', nonce)}${preload('bundle-b1.js', nonce)}${preload('fr-f1.js', nonce)}</head>`,
    );
    const fr = await getPage(origin, '/checkout/basket', 'localhost');
    expect(fr.body).toContain(
      `${preload('fr-f1.js', nonceOf(fr.policy))}${preload('bundle-b1.js', nonceOf(fr.policy))}</head>`,
    );
    // The app's own script is loaded by its tag, and no other language is fetched.
    expect(fr.body.match(/modulepreload/g)).toHaveLength(2);
    expect(es.body).not.toContain('index-abc123.js" nonce');
  });

  it('finds the store of a configured production host name', async () => {
    const hosted = createServer(
      createCheckoutHandler({ distDir: dist, maintenanceOn, storeHosts: 'be=www.example.be' }),
    );
    await new Promise<void>((resolve) => hosted.listen(0, '127.0.0.1', resolve));
    const hostedOrigin = `http://127.0.0.1:${(hosted.address() as AddressInfo).port}`;
    try {
      const { body } = await getPage(hostedOrigin, '/checkout/basket', 'www.example.be');
      // The Belgian store speaks Dutch.
      expect(body).toContain('<html lang="nl">');
    } finally {
      await new Promise((resolve) => hosted.close(resolve));
    }
  });

  it('refuses to start on a malformed store host setting', () => {
    expect(() =>
      createCheckoutHandler({ distDir: dist, maintenanceOn, storeHosts: 'xx=www.example.xx' }),
    ).toThrow(/Invalid store host/);
  });

  it('does not serve source maps, even one left in dist', async () => {
    writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":[]}');
    expect((await fetch(`${origin}/checkout/assets/index-abc123.js.map`)).status).toBe(404);
  });

  it("does not serve the build's manifest", async () => {
    expect((await fetch(`${origin}/checkout/.vite/manifest.json`)).status).toBe(404);
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
      expect(await response.text()).toContain(
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
