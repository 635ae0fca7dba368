import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { splitLocalePrefix } from '@shop/domain/locales';
import { maintenanceRedirect } from '@shop/domain/page-routing';
import type { StoreId } from '@shop/domain/stores';
import { SECURITY_HEADERS } from '@shop/domain/security-headers';
import sirv from 'sirv';
import { resolveShopContext, storeHosts } from '../src/app/shop-context';
import { isAppPage } from '../src/page-paths';
import { pageWithNonce } from './csp';
import { type BuildManifest, pageShells } from './page-shell';

/** Where the gateway mounts the app; Vite builds with the same `base`. */
export const BASE_PATH = '/checkout';
export const HEALTH_PATH = `${BASE_PATH}/health`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface CheckoutHandlerOptions {
  /** The Vite build output (index.html and assets/). */
  distDir: string;
  /** The back office's maintenance flag (maintenanceFlag of @shop/api-client reads it from the API). */
  maintenanceOn: () => Promise<boolean>;
  /** Production store host names (`fr=www.example.fr,...`), as the build gave the app. */
  storeHosts?: string;
  /** The tag manager's container id, when the shop has one. */
  gtmId?: string;
}

/** Vite's manifest (vite.config.ts, build.manifest); without one, pages have no preloads. */
function readManifest(distDir: string): BuildManifest {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BuildManifest) : {};
}

/**
 * The page's language as the app will find it: the path's prefix, else the language of the
 * host's store (`{store}.localhost` on any port locally, the configured names in production).
 */
function pageLocale(req: IncomingMessage, pathname: string, hosts: Record<StoreId, string>) {
  return resolveShopContext({ host: req.headers.host ?? 'localhost', pathname }, hosts).locale;
}

/** A file request under the base: the last path segment has an extension (`/checkout/assets/x.js`). */
export function isFileRequest(pathname: string): boolean {
  if (!pathname.startsWith(`${BASE_PATH}/`)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function setSecurityHeaders(res: ServerResponse) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/**
 * Where maintenance sends a page (storefront section 4, the storefront's rule): the flag on
 * sends every page to the storefront's /maintenance in the page's language, which answers 503;
 * so does the `maintenance` query whatever the flag, kept so the storefront shows the page too.
 * Null: the page is served.
 */
async function maintenanceLocation(
  url: URL,
  maintenanceOn: () => Promise<boolean>,
): Promise<string | null> {
  const { locale, rest } = splitLocalePrefix(url.pathname);
  const forced = url.searchParams.has('maintenance');
  const target = maintenanceRedirect(rest, forced || (await maintenanceOn()));
  if (!target) return null;
  return `${locale ? `/${locale}` : ''}${target}${forced ? '?maintenance=1' : ''}`;
}

/**
 * The production request handler: hashed assets from `dist/` under `/checkout/` (cached for
 * ever), a health check, and the single-page app's index.html for the page paths (`/login`,
 * `/es/checkout/basket`, ...), always revalidated so a deploy is seen at once. Paths without a
 * page get the same index.html (the app shows its not-found page) with a 404; while the shop
 * is in maintenance, pages go to the maintenance page as the storefront's do.
 */
export function createCheckoutHandler({
  distDir,
  maintenanceOn,
  storeHosts: configuredHosts = '',
  gtmId,
}: CheckoutHandlerOptions): RequestListener {
  // Read once, so a malformed setting stops the server at start.
  const hosts = storeHosts(configuredHosts, 80);
  const shells = pageShells(
    readFileSync(join(distDir, 'index.html'), 'utf8'),
    readManifest(distDir),
    `${BASE_PATH}/`,
    { gtmId },
  );
  const assets = sirv(distDir, {
    dev: false,
    etag: true,
    // The build's .br and .gz beside each script and style sheet (vite.config.ts).
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });

  return async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://checkout.invalid');
    const pathname = url.pathname;
    setSecurityHeaders(res);

    if (method !== 'GET' && method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    if (pathname === HEALTH_PATH) {
      sendText(res, 200, 'ok');
      return;
    }
    if (isFileRequest(pathname)) {
      // Source maps are never public, even one a build left in dist/ (issue 30).
      if (pathname.endsWith('.map')) {
        sendText(res, 404, 'Not Found');
        return;
      }
      // sirv lists dist/ at start and streams without an error handler: a file deleted since
      // (a build over a running server) would crash the process instead of answering 404.
      if (!existsSync(join(distDir, safeDecode(pathname.slice(BASE_PATH.length))))) {
        sendText(res, 404, 'Not Found');
        return;
      }
      // sirv sees the path inside dist/: /checkout/assets/a.js -> /assets/a.js
      req.url = (req.url ?? '/').slice(BASE_PATH.length);
      assets(req, res, () => sendText(res, 404, 'Not Found'));
      return;
    }
    const location = await maintenanceLocation(url, maintenanceOn);
    if (location) {
      // As the storefront's redirect: a temporary one, nothing else said.
      res.writeHead(302, { Location: location, 'Content-Length': 0 });
      res.end();
      return;
    }
    const { html, policy } = pageWithNonce(shells[pageLocale(req, pathname, hosts)]);
    res.writeHead(isAppPage(safeDecode(pathname)) ? 200 : 404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      // Each answer has its own nonce: no shared cache may keep one.
      'Cache-Control': 'no-store',
      'Content-Security-Policy': policy,
    });
    res.end(method === 'HEAD' ? undefined : html);
  };
}
