import { buildGateway } from './app';
import { readEnv } from './env';

const env = readEnv();
const app = await buildGateway({
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: env.GATEWAY_PORT, host: env.GATEWAY_HOST });
