// Prepares the data and runs the whole shop from production builds: search, api,
// storefront, checkout and the gateway in front of them.
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT, run, startService, waitForHttp } from './run.mjs';

/** Every setting with its local default (the same values as .env.example). */
export function shopSettings(env = process.env) {
  const pick = (name, fallback) => (env[name] ? env[name] : fallback);
  const host = pick('SERVICE_HOST', '127.0.0.1');
  const ports = {
    gateway: Number(pick('GATEWAY_PORT', 3000)),
    storefront: Number(pick('STOREFRONT_PORT', 3001)),
    checkout: Number(pick('CHECKOUT_PORT', 3002)),
    api: Number(pick('API_PORT', 3003)),
    search: Number(pick('SEARCH_PORT', 3004)),
  };
  const dataDir = resolve(ROOT, pick('DATA_DIR', '.data'));
  return {
    ports,
    dataDir,
    env: {
      SERVICE_HOST: host,
      GATEWAY_HOST: pick('GATEWAY_HOST', 'localhost'),
      GATEWAY_PORT: String(ports.gateway),
      STOREFRONT_PORT: String(ports.storefront),
      CHECKOUT_PORT: String(ports.checkout),
      API_PORT: String(ports.api),
      SEARCH_PORT: String(ports.search),
      DATA_DIR: dataDir,
      API_URL: pick('API_URL', `http://${host}:${ports.api}`),
      SEARCH_URL: pick('SEARCH_URL', `http://${host}:${ports.search}`),
      STOREFRONT_URL: pick('STOREFRONT_URL', `http://${host}:${ports.storefront}`),
      CHECKOUT_URL: pick('CHECKOUT_URL', `http://${host}:${ports.checkout}`),
      SHOP_PUBLIC_PORT: pick('SHOP_PUBLIC_PORT', String(ports.gateway)),
      // Production builds, but not NODE_ENV=production: that promises real secrets, and the
      // search service rightly refuses to run with the public local admin key under it.
      NODE_ENV: pick('NODE_ENV', 'development'),
      // Request logs of five services drown what matters on a laptop; LOG_LEVEL=info shows them.
      LOG_LEVEL: pick('LOG_LEVEL', 'warn'),
    },
  };
}

const node = process.execPath;
const apiCli = (...args) => [node, [resolve(ROOT, 'apps/api/dist/cli.js'), ...args]];

/**
 * Migrates and seeds the database on first run (or every run with fresh: true), starts every
 * service, fills the search index when it is empty, and resolves once the gateway answers.
 */
export async function startShop({ fresh = false, seedProducts } = {}) {
  const settings = shopSettings();
  const env = { ...settings.env, ...(seedProducts ? { SEED_PRODUCTS: String(seedProducts) } : {}) };
  if (fresh && existsSync(settings.dataDir))
    rmSync(settings.dataDir, { recursive: true, force: true });

  const started = [];
  const stopAll = () => started.reverse().forEach((child) => child.stop());
  // Stop whatever already runs if we are interrupted while still starting.
  const onSignal = () => {
    stopAll();
    process.exit(130);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, onSignal);
  try {
    run(...apiCli('migrate'), { env: { ...process.env, ...env } });
    run(...apiCli('seed', '--if-empty'), { env: { ...process.env, ...env } });

    const search = startService('search', node, ['apps/search/dist/server.js'], env);
    started.push(search);
    await waitForHttp(`${env.SEARCH_URL}/health`, { process: search });
    run(...apiCli('index', '--if-empty'), { env: { ...process.env, ...env } });

    const api = startService('api', node, ['apps/api/dist/server.js'], env);
    const checkout = startService('checkout', node, ['apps/checkout/dist-server/server.js'], env);
    const nextBin = resolve(ROOT, 'apps/storefront/node_modules/next/dist/bin/next');
    const storefront = startService(
      'storefront',
      node,
      // No -H: Next treats its proxy's rewrites as internal only when the request origin it
      // builds matches its own, which holds for the default host (it maps 127.0.0.1 to
      // localhost and would then proxy every page to itself).
      [nextBin, 'start', '-p', env.STOREFRONT_PORT],
      env,
      resolve(ROOT, 'apps/storefront'),
    );
    started.push(api, checkout, storefront);
    await Promise.all([
      waitForHttp(`${env.API_URL}/api/v5/health`, { process: api }),
      waitForHttp(`${env.CHECKOUT_URL}/checkout/health`, { process: checkout }),
      waitForHttp(`${env.STOREFRONT_URL}/robots.txt`, { process: storefront }),
    ]);

    // Last, so that shoppers never meet a gateway whose apps are still starting.
    const gateway = startService('gateway', node, ['apps/gateway/dist/server.js'], env);
    started.push(gateway);
    await waitForHttp(`http://127.0.0.1:${settings.ports.gateway}/api/v5/health`, {
      process: gateway,
    });
  } catch (error) {
    stopAll();
    throw error;
  } finally {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(signal, onSignal);
  }
  return { settings, stop: stopAll };
}
