// The storefront's production server: Next's request handler on a Node server with deadlines
// (issue 19, finding 1). `next start` leaves Node's defaults (headers 60 s, request 300 s,
// checked every 30 s), so a client that sends a request slowly held a socket for minutes; here
// it gets a 408 at the deadline. Built to dist-server/server.js (tsup.config.ts).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { observeNodeHandler } from '@shop/observability';
import next from 'next';
import { passToNext, readServerEnv, serverDeadlines } from './env';
import { storefrontObservability } from './observability';
import { createPageCache } from './page-cache';
import { memoryPageStore, redisPageStore } from './page-cache-store';

const env = readServerEnv();
const port = env.STOREFRONT_PORT;
const host = env.SERVICE_HOST;
// dist-server/server.js (built) and server/server.ts (source) both sit one level below the app.
const appDir = fileURLToPath(new URL('..', import.meta.url));

// The full-page cache (issue 20): its token and placeholder nonce reach the proxy through the
// environment, so they are set before Next loads. STOREFRONT_PAGE_CACHE=off renders every page
// (a benchmark's "before", or to rule the cache out).
const maxBytes = env.STOREFRONT_PAGE_CACHE_MB * 1_048_576;
const pageCache =
  env.STOREFRONT_PAGE_CACHE === 'off'
    ? null
    : createPageCache({
        port,
        host: host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host,
        apiUrl: env.API_URL,
        store: env.REDIS_URL
          ? redisPageStore(env.REDIS_URL, { maxBytes })
          : memoryPageStore({ maxBytes }),
      });
if (pageCache) passToNext(pageCache.env);
// Next treats its proxy's rewrites as internal only when the origin it builds is its own:
// it is told `localhost`, as `next start` without -H is.
const app = next({ dev: false, hostname: 'localhost', port, dir: appDir });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer(
  serverDeadlines(env),
  // Request ids (kept from the edge, passed to the pages and on to the API), one JSON line per
  // request, /metrics and /health/* (observability.ts).
  observeNodeHandler(
    (request, response) => {
      if (!pageCache) return handle(request, response);
      pageCache.serve(request, response, handle).catch((error: unknown) => {
        console.error('page cache:', error instanceof Error ? error.message : error);
        if (response.headersSent) {
          response.destroy();
          return;
        }
        // A page the cache could not render is Next's to answer, as if there were no cache.
        if (request.method === 'GET') return handle(request, response);
        response.writeHead(502).end();
      });
    },
    storefrontObservability(env.API_URL, env.LOG_LEVEL),
  ),
);

server.listen(port, host, () => {
  console.info(`storefront listening on port ${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => void Promise.resolve(pageCache?.close()).finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
