// The whole shop from its production builds, as `npm start` runs it, but on PostgreSQL and
// Redis with two separate API processes on two ports (the same database and Redis), short
// request deadlines and a database of its own. The gateway, storefront and checkout call the
// first; the simulated shoppers are spread over both. Services can be stopped and started
// again (fault tests).
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { ROOT, run, startService, waitForHttp, type Service } from '../../../scripts/lib/run.mjs';

export type ServiceName = 'search' | 'api' | 'api2' | 'checkout' | 'storefront' | 'gateway';

export interface ShopPorts {
  gateway: number;
  storefront: number;
  checkout: number;
  api: number;
  search: number;
  /** The second API instance. */
  api2: number;
}

/** What the tests need to reach the shop and its database. */
export interface ShopInfo {
  ports: ShopPorts;
  databaseUrl: string;
  /** Request deadline of every server; header deadline is a little shorter. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
}

const ADMIN_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REQUEST_TIMEOUT_MS = 3_000;
const HEADERS_TIMEOUT_MS = 2_000;

export function shopPorts(base: number): ShopPorts {
  return {
    gateway: base,
    storefront: base + 1,
    checkout: base + 2,
    api: base + 3,
    search: base + 4,
    api2: base + 5,
  };
}

async function freshDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
}

function shopEnv(ports: ShopPorts, databaseUrl: string): Record<string, string> {
  const host = '127.0.0.1';
  const deadlines = (prefix: string) => ({
    [`${prefix}_REQUEST_TIMEOUT_MS`]: String(REQUEST_TIMEOUT_MS),
    [`${prefix}_HEADERS_TIMEOUT_MS`]: String(HEADERS_TIMEOUT_MS),
  });
  return {
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    SERVICE_HOST: host,
    GATEWAY_HOST: host,
    GATEWAY_PORT: String(ports.gateway),
    STOREFRONT_PORT: String(ports.storefront),
    CHECKOUT_PORT: String(ports.checkout),
    API_PORT: String(ports.api),
    SEARCH_PORT: String(ports.search),
    API_URL: `http://${host}:${ports.api}`,
    SEARCH_URL: `http://${host}:${ports.search}`,
    SEARCH_PUBLIC_URL: `http://localhost:${ports.search}`,
    STOREFRONT_URL: `http://${host}:${ports.storefront}`,
    CHECKOUT_URL: `http://${host}:${ports.checkout}`,
    SHOP_PUBLIC_PORT: String(ports.gateway),
    DATA_DIR: resolve(ROOT, `.data/reliability-${ports.gateway}`),
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379',
    RATE_LIMIT_PREFIX: `shop:reliability:${randomBytes(6).toString('hex')}:`,
    API_WORKERS: '1',
    SEED_PRODUCTS: process.env.RELIABILITY_PRODUCTS || '400',
    // The simulated shoppers all come from this machine.
    GATEWAY_MAX_CONNECTIONS_PER_CLIENT: '4000',
    ...deadlines('GATEWAY'),
    ...deadlines('API'),
    ...deadlines('CHECKOUT'),
    ...deadlines('STOREFRONT'),
  };
}

/**
 * The second API instance: its own port; the background work (search sync, alerts, unpaid
 * orders, sandbox webhooks, e-mail relay) stays with the first, as in a deployment.
 */
const SECOND_API_ENV = (ports: ShopPorts) => ({
  API_PORT: String(ports.api2),
  SEARCH_SYNC_INTERVAL_MS: '0',
  PRODUCT_ALERT_INTERVAL_MS: '0',
  ORDER_RELEASE_INTERVAL_MS: '0',
  SANDBOX_WEBHOOK_INTERVAL_MS: '0',
  EMAIL_RELAY_INTERVAL_MS: '0',
});

const COMMANDS: Record<
  ServiceName,
  {
    args: string[];
    cwd?: string;
    health: (p: ShopPorts) => string;
    env?: (p: ShopPorts) => Record<string, string>;
  }
> = {
  search: {
    args: ['apps/search/dist/server.js'],
    health: (p) => `http://127.0.0.1:${p.search}/health`,
  },
  api: {
    args: ['apps/api/dist/server.js'],
    health: (p) => `http://127.0.0.1:${p.api}/api/v5/health`,
  },
  api2: {
    args: ['apps/api/dist/server.js'],
    health: (p) => `http://127.0.0.1:${p.api2}/api/v5/health`,
    env: SECOND_API_ENV,
  },
  checkout: {
    args: ['apps/checkout/dist-server/server.js'],
    health: (p) => `http://127.0.0.1:${p.checkout}/checkout/health`,
  },
  storefront: {
    args: ['dist-server/server.js'],
    cwd: resolve(ROOT, 'apps/storefront'),
    health: (p) => `http://127.0.0.1:${p.storefront}/robots.txt`,
  },
  gateway: {
    args: ['apps/gateway/dist/server.js'],
    health: (p) => `http://127.0.0.1:${p.gateway}/api/v5/health`,
  },
};

/** The running shop: its settings and a handle on each service. */
export class Shop {
  private readonly running = new Map<ServiceName, Service>();

  private constructor(
    readonly info: ShopInfo,
    private readonly env: Record<string, string>,
  ) {}

  static async start(base: number, databaseName: string): Promise<Shop> {
    const ports = shopPorts(base);
    const databaseUrl = await freshDatabase(databaseName);
    const env = shopEnv(ports, databaseUrl);
    const shop = new Shop(
      {
        ports,
        databaseUrl,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        headersTimeoutMs: HEADERS_TIMEOUT_MS,
      },
      env,
    );
    const cli = (...args: string[]) =>
      run(process.execPath, [resolve(ROOT, 'apps/api/dist/cli.js'), ...args], {
        env: { ...process.env, ...env },
      });
    try {
      cli('migrate');
      cli('seed', '--if-empty');
      await shop.startService('search');
      cli('index', '--if-empty');
      const apps = await Promise.allSettled(
        (['api', 'checkout', 'storefront'] as const).map((name) => shop.startService(name)),
      );
      for (const app of apps) if (app.status === 'rejected') throw app.reason;
      // After the first has migrated the database.
      await shop.startService('api2');
      await shop.startService('gateway');
      return shop;
    } catch (error) {
      // Whatever started must not outlive a failed start.
      await shop.stop();
      throw error;
    }
  }

  /** Starts a service unless it runs; resolves once it answers its health check. */
  async startService(name: ServiceName): Promise<void> {
    if (this.running.get(name)?.exitCode === null) return;
    const command = COMMANDS[name];
    const env = { ...this.env, ...command.env?.(this.info.ports) };
    const child = startService(name, process.execPath, command.args, env, command.cwd ?? ROOT);
    this.running.set(name, child);
    await waitForHttp(command.health(this.info.ports), { process: child, timeoutMs: 90_000 });
  }

  /** Stops a service and resolves once its process has ended. */
  async stopService(name: ServiceName, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.running.get(name);
    if (!child || child.exitCode !== null) return;
    const ended = new Promise((done) => child.once('exit', done));
    child.stopping = true;
    child.kill(signal);
    await ended;
    this.running.delete(name);
  }

  async stop(): Promise<void> {
    for (const name of ['gateway', 'storefront', 'checkout', 'api2', 'api', 'search'] as const) {
      await this.stopService(name);
    }
  }
}
