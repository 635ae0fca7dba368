// The storefront's production server: Next's request handler on a Node server with deadlines
// (issue 19, finding 1). `next start` leaves Node's defaults (headers 60 s, request 300 s,
// checked every 30 s), so a client that sends a request slowly held a socket for minutes; here
// it gets a 408 at the deadline.
import { createServer } from 'node:http';
import next from 'next';

const number = (name, fallback) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};

const port = number('STOREFRONT_PORT', 3001);
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
  (request, response) => handle(request, response),
);

server.listen(port, process.env.SERVICE_HOST || '127.0.0.1', () => {
  console.info(`storefront listening on port ${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
