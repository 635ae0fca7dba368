// The storefront's production server: Next's request handler on a Node server with deadlines
// (issue 19, finding 1). `next start` leaves Node's defaults (headers 60 s, request 300 s,
// checked every 30 s), so a client that sends a request slowly held a socket for minutes; here
// it gets a 408 at the deadline.
import { createServer } from 'node:http';
import { observeNodeHandler } from '@shop/observability';
import next from 'next';
import { storefrontObservability } from './observability.mjs';
import { createPageCache } from './page-cache.mjs';
import { memoryPageStore, redisPageStore } from './page-cache-store.mjs';

const number = (name, fallback) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};

const port = number('STOREFRONT_PORT', 3001);
const host = process.env.SERVICE_HOST || '127.0.0.1';
// The full-page cache (issue 20): its token and placeholder nonce reach the proxy through the
// environment, so they are set before Next loads. STOREFRONT_PAGE_CACHE=off renders every page
// (a benchmark's "before", or to rule the cache out).
const pageCache =
  process.env.STOREFRONT_PAGE_CACHE === 'off'
    ? null
    : createPageCache({
        port,
        host: host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host,
        apiUrl: process.env.API_URL || 'http://127.0.0.1:3003',
        store: process.env.REDIS_URL ? redisPageStore(process.env.REDIS_URL) : memoryPageStore(),
      });
if (pageCache) Object.assign(process.env, pageCache.env);
// Next treats its proxy's rewrites as internal only when the origin it builds is its own:
// it is told `localhost`, as `next start` without -H is.
const app = next({ dev: false, hostname: 'localhost', port, dir: import.meta.dirname });
const handle = app.getRequestHandler();
await app.prepare();

const headersTimeout = number('STOREFRONT_HEADERS_TIMEOUT_MS', 10_000);
const server = createServer(
  {
    requestTimeout: number('STOREFRONT_REQUEST_TIMEOUT_MS', 30_000),
    headersTimeout,
    keepAliveTimeout: number('STOREFRONT_KEEP_ALIVE_TIMEOUT_MS', 10_000),
    connectionsCheckingInterval: Math.min(1_000, Math.floor(headersTimeout / 4)),
  },
  // Request ids (kept from the edge, passed to the pages and on to the API), one JSON line per
  // request, /metrics and /health/* (observability.mjs).
  observeNodeHandler((request, response) => {
    if (!pageCache) return handle(request, response);
    pageCache.serve(request, response, handle).catch((error) => {
      console.error('page cache:', error instanceof Error ? error.message : error);
      if (response.headersSent) return response.destroy();
      // A page the cache could not render is Next's to answer, as if there were no cache.
      if (request.method === 'GET') return handle(request, response);
      response.writeHead(502).end();
    });
  }, storefrontObservability()),
);

server.listen(port, host, () => {
  console.info(`storefront listening on port ${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => void Promise.resolve(pageCache?.close()).finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
