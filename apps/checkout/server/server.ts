import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { maintenanceFlag } from '@shop/api-client';
import { observeNodeHandler } from '@shop/observability';
import { createCheckoutHandler, HEALTH_PATH } from './app';
import { readServerEnv, serverDeadlines } from './env';
import { checkoutObservability } from './observability';

const env = readServerEnv();
// dist-server/server.js (built) and server/server.ts (source) both sit next to dist/.
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

const server = createServer(
  serverDeadlines(env),
  // Request ids, one JSON line per request, /metrics and /health/* (@shop/observability).
  observeNodeHandler(
    createCheckoutHandler({
      distDir,
      maintenanceOn: maintenanceFlag(env.API_URL),
      storeHosts: env.SHOP_STORE_HOSTS,
      gtmId: env.GTM_ID,
    }),
    checkoutObservability(env.API_URL, env.LOG_LEVEL),
  ),
);

server.listen(env.CHECKOUT_PORT, env.SERVICE_HOST, () => {
  console.info(
    `checkout listening on http://${env.SERVICE_HOST}:${env.CHECKOUT_PORT} (health: ${HEALTH_PATH})`,
  );
});

function shutdown(signal: NodeJS.Signals) {
  console.info(`checkout: ${signal} received, closing`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Keep-alive or slow clients must not hold the process for ever.
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 5000).unref();
}

process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
