// Two storefront and two API instances (with one checkout app and one search service) behind
// the nginx edge of deploy/nginx, on PostgreSQL and Redis: `pnpm start:cluster`, and the
// cluster test of the gateway (apps/gateway/test/cluster). Sessions, rate limits, the
// storefront's data cache and the caches' invalidation are shared through the database and
// Redis; the apps reach each other's instances through the edge's internal listeners.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startEdge, writeEdgeFolder } from './nginx-edge.mjs';
import { baseEnv, ROOT, run, waitForHttp } from './run.mjs';
import { productionSecrets } from './secrets.mjs';
import { searchNodeArgs } from '../../apps/search/node-args.mjs';

const ADMIN_URL =
  process.env.CLUSTER_ADMIN_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const KEPT_LINES = 5000;

export function clusterPorts(base) {
  return {
    edge: base,
    storefront1: base + 1,
    storefront2: base + 2,
    api1: base + 3,
    api2: base + 4,
    checkout: base + 5,
    search: base + 6,
    /** The edge's internal listeners (deploy/nginx/shop/internal.conf). */
    internalApi: base + 7,
    internalStorefront: base + 8,
  };
}

const storefront = (port) => ({
  args: ['dist-server/server.js'],
  cwd: resolve(ROOT, 'apps/storefront'),
  env: { STOREFRONT_PORT: String(port) },
  port,
});
const api = (port) => ({
  args: ['apps/api/dist/server.js'],
  env: { API_PORT: String(port) },
  port,
});

/** How each service starts; every one answers /health/ready on its own port. */
const services = (ports) => ({
  search: {
    args: [...searchNodeArgs(), 'apps/search/dist/server.js'],
    env: {},
    port: ports.search,
  },
  api1: api(ports.api1),
  api2: api(ports.api2),
  storefront1: storefront(ports.storefront1),
  storefront2: storefront(ports.storefront2),
  checkout: { args: ['apps/checkout/dist-server/server.js'], env: {}, port: ports.checkout },
});

function psql(sql) {
  const result = spawnSync('psql', [ADMIN_URL, '-v', 'ON_ERROR_STOP=1', '-tAc', sql], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr || result.error?.message}`);
  return result.stdout.trim();
}

/** Drops the cluster's database (its processes must be stopped). */
export function dropClusterDatabase(name) {
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The cluster's own database (created when missing; `fresh` starts it over). */
function clusterDatabase(name, fresh) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid database name ${name}`);
  if (fresh) psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (psql(`SELECT 1 FROM pg_database WHERE datname = '${name}'`) !== '1')
    psql(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function clusterEnv(ports, { dataDir, databaseUrl, redisUrl, seedProducts }) {
  const host = '127.0.0.1';
  return {
    NODE_ENV: 'production',
    ...productionSecrets(dataDir),
    // Production names its payment provider; the local cluster takes test cards.
    PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER || 'sandbox',
    // The fictitious company of the local bills, as `npm start` allows it.
    SHOP_EXAMPLE_COMPANY: '1',
    LOG_LEVEL: process.env.LOG_LEVEL || 'info',
    SERVICE_HOST: host,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    RATE_LIMIT_PREFIX: `shop:cluster-${ports.edge}:`,
    SEARCH_PORT: String(ports.search),
    CHECKOUT_PORT: String(ports.checkout),
    SEARCH_URL: `http://${host}:${ports.search}`,
    SEARCH_PUBLIC_URL: `http://localhost:${ports.search}`,
    API_URL: `http://${host}:${ports.internalApi}`,
    STOREFRONT_URL: `http://${host}:${ports.internalStorefront}`,
    SHOP_PUBLIC_PORT: String(ports.edge),
    SEED_PRODUCTS: String(seedProducts),
  };
}

/** A service whose output is printed (echo) and kept, its last lines in `lines`. */
function spawnService(name, spec, env, echo) {
  const child = spawn(process.execPath, spec.args, {
    cwd: spec.cwd ?? ROOT,
    env: baseEnv({ ...env, ...spec.env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.lines = [];
  const prefix = `[${name}]`.padEnd(14);
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      const lines = (buffered + chunk.toString()).split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines.filter((text) => text.trim())) {
        child.lines.push(line);
        if (echo) process.stdout.write(`${prefix} ${line}\n`);
      }
      if (child.lines.length > KEPT_LINES) child.lines.splice(0, child.lines.length - KEPT_LINES);
    });
  }
  return child;
}

function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const ended = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  return ended;
}

/**
 * Starts the cluster on ports base..base+8 and resolves once every instance is ready. The
 * returned handle stops (or kills) and restarts single services, and stops everything.
 */
export async function startCluster({
  base = 4900,
  database = `shop_cluster_${base}`,
  fresh = false,
  echo = false,
  seedProducts = 200,
  redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379',
} = {}) {
  const ports = clusterPorts(base);
  const dataDir = resolve(ROOT, `.data/cluster-${base}`);
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  const databaseUrl = clusterDatabase(database, fresh);
  const env = clusterEnv(ports, { dataDir, databaseUrl, redisUrl, seedProducts });
  const specs = services(ports);
  const running = new Map();
  const host = (port) => `127.0.0.1:${port}`;
  const edgeDir = writeEdgeFolder({
    name: 'shop-cluster-edge',
    port: ports.edge,
    internal: { api: ports.internalApi, storefront: ports.internalStorefront },
    servers: {
      api: [host(ports.api1), host(ports.api2)],
      storefront: [host(ports.storefront1), host(ports.storefront2)],
      checkout: [host(ports.checkout)],
    },
  });
  const cli = (...args) =>
    run(process.execPath, [resolve(ROOT, 'apps/api/dist/cli.js'), ...args], {
      env: baseEnv(env),
    });

  const cluster = {
    ports,
    env,
    databaseUrl,
    dataDir,
    edgeUrl: `http://localhost:${ports.edge}`,
    /** Output lines of a running (or last run) service. */
    lines: (name) => running.get(name)?.lines ?? [],
    async start(name) {
      const spec = specs[name];
      const child = spawnService(name, spec, env, echo);
      running.set(name, child);
      await waitForHttp(`http://127.0.0.1:${spec.port}/health/ready`, {
        process: child,
        timeoutMs: 120_000,
      });
    },
    /** SIGTERM (a stop) or SIGKILL (an instance that dies). */
    stop: (name, signal = 'SIGTERM') => stopChild(running.get(name), signal),
    async stopAll() {
      await Promise.all([...running.values()].map((child) => stopChild(child)));
      await stopChild(cluster.nginx, 'SIGQUIT');
      rmSync(edgeDir, { recursive: true, force: true });
    },
  };

  try {
    cli('migrate');
    cli('seed', '--if-empty');
    cluster.nginx = startEdge(edgeDir);
    await cluster.start('search');
    cli('index', '--if-empty');
    // One after the other: each migrates at start.
    await cluster.start('api1');
    await cluster.start('api2');
    await Promise.all(
      ['storefront1', 'storefront2', 'checkout'].map((name) => cluster.start(name)),
    );
  } catch (error) {
    await cluster.stopAll();
    throw error;
  }
  return cluster;
}
