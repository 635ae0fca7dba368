import { createServer } from 'node:http';
import {
  answerInternal,
  createServiceMetrics,
  HEALTH_LIVE_PATH,
  httpCheck,
  jsonLogger,
} from '@shop/observability';
import { buildGateway } from './app';
import { readEnv } from './env';

const env = readEnv();
const metrics = createServiceMetrics();
const app = buildGateway({
  metrics,
  trustedProxies: env.GATEWAY_TRUSTED_PROXIES,
  upstreams: { api: env.API_URL, storefront: env.STOREFRONT_URL, checkout: env.CHECKOUT_URL },
  logLevel: env.LOG_LEVEL,
  limits: {
    requestTimeoutMs: env.GATEWAY_REQUEST_TIMEOUT_MS,
    headersTimeoutMs: env.GATEWAY_HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: env.GATEWAY_KEEP_ALIVE_TIMEOUT_MS,
    maxConnectionsPerClient: env.GATEWAY_MAX_CONNECTIONS_PER_CLIENT,
    bodyLimit: env.GATEWAY_BODY_LIMIT,
    upstreamConnections: env.GATEWAY_UPSTREAM_CONNECTIONS,
    upstreamTimeoutMs: env.GATEWAY_UPSTREAM_TIMEOUT_MS,
  },
});

// The operators' port: metrics, and ready when every app is live (never on the shop's port).
const ready = Object.fromEntries(
  Object.entries({
    api: env.API_URL,
    storefront: env.STOREFRONT_URL,
    checkout: env.CHECKOUT_URL,
  }).map(([name, url]) => [name, httpCheck(new URL(HEALTH_LIVE_PATH, url).href)]),
);
const internal = createServer((request, response) => {
  if (!answerInternal(request, response, { metrics, ready })) response.writeHead(404).end();
});
if (env.GATEWAY_METRICS_PORT) internal.listen(env.GATEWAY_METRICS_PORT, env.GATEWAY_HOST);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    internal.close();
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: env.GATEWAY_PORT, host: env.GATEWAY_HOST });
const { address, port } = app.address();
jsonLogger('gateway', env.LOG_LEVEL).info({ address, port }, 'listening');
