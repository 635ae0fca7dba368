import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

/** Where the gateway mounts the app; Vite builds with the same `base`. */
export const BASE_PATH = '/checkout';
export const HEALTH_PATH = `${BASE_PATH}/health`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Basket, login and payment pages are never framed by another site.
  'X-Frame-Options': 'DENY',
};

export interface CheckoutHandlerOptions {
  /** The Vite build output (index.html and assets/). */
  distDir: string;
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
 * The production request handler: hashed assets from `dist/` under `/checkout/` (cached for
 * ever), a health check, and the single-page app's index.html for every other page path
 * (`/login`, `/es/checkout/basket`, ...), always revalidated so a deploy is seen at once.
 */
export function createCheckoutHandler({ distDir }: CheckoutHandlerOptions): RequestListener {
  const indexHtml = readFileSync(join(distDir, 'index.html'));
  const assets = sirv(distDir, {
    dev: false,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });

  return (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const pathname = new URL(req.url ?? '/', 'http://checkout.invalid').pathname;
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
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': indexHtml.byteLength,
      'Cache-Control': REVALIDATE,
    });
    res.end(method === 'HEAD' ? undefined : indexHtml);
  };
}
