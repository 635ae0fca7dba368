// Prepares the data and runs the whole shop from production builds: search, api,
// storefront, checkout and the gateway in front of them.
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT, run, startService, waitForHttp } from './run.mjs';
import { productionSecrets } from './secrets.mjs';
import { searchNodeArgs } from '../../apps/search/node-args.mjs';

/** Every setting with its local default (the same values as .env.example). */
export function shopSettings(env = process.env) {
  const pick = (name, fallback) => (env[name] ? env[name] : fallback);
  // SHOP_MODE: production (npm start) or development (npm run dev, the end-to-end run).
  const mode = pick('SHOP_MODE', 'production') === 'development' ? 'development' : 'production';
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
    mode,
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
      // Production refuses the public defaults (secrets are generated, see startShop) and has
      // no outbox view; development shows the outbox, to this machine only.
      NODE_ENV: mode,
      // Production takes payments only through a provider named explicitly: the local shop's
      // is the offline sandbox (test cards), unless .env names stripe.
      PAYMENT_PROVIDER: pick('PAYMENT_PROVIDER', 'sandbox'),
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
  if (settings.mode === 'production') Object.assign(env, productionSettings(settings.dataDir));
  else assertLoopback(env);

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

    const search = startService(
      'search',
      node,
      [...searchNodeArgs({ ...process.env, ...env }), 'apps/search/dist/server.js'],
      env,
    );
    started.push(search);
    await waitForHttp(`${env.SEARCH_URL}/health`, { process: search });
    run(...apiCli('index', '--if-empty'), { env: { ...process.env, ...env } });

    const api = startService('api', node, ['apps/api/dist/server.js'], env);
    const checkout = startService('checkout', node, ['apps/checkout/dist-server/server.js'], env);
    // Next's handler on a server with request deadlines (apps/storefront/server/server.ts, built
    // to dist-server/server.js).
    const storefront = startService(
      'storefront',
      node,
      ['dist-server/server.js'],
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

/**
 * Production on this machine: generated secrets, and the fictitious company of the bills and
 * bank transfers allowed (explicitly) while the shop's own legal mentions are not set.
 */
function productionSettings(dataDir) {
  const own = (name) => Boolean(process.env[name]);
  return {
    ...productionSecrets(dataDir),
    ...(own('SHOP_VAT_NUMBER') || own('SHOP_IBAN') ? {} : { SHOP_EXAMPLE_COMPANY: '1' }),
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** The development mode shows every e-mail (reset links included): this machine only. */
function assertLoopback(env) {
  for (const name of ['SERVICE_HOST', 'GATEWAY_HOST'])
    if (!LOOPBACK_HOSTS.has(env[name]))
      throw new Error(`${name}=${env[name]}: the development mode listens on loopback only`);
}
