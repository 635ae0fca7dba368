import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { openPostgres } from '../src/db/open';
import { loadEnv } from '../src/env';
import { packageRoot } from '../src/paths';
import { benchApiEnv, freePort, startApiProcess, stopApiProcess } from './api-process';
import { BENCH_PRODUCTS, prepareBenchDatabase } from './database';
import { basketMaker, prepareOrderFixture } from './order-shoppers';

/**
 * pnpm bench:orders: POST /secure/orders on the 200,000-product PostgreSQL catalogue (database
 * shop_bench on PG_TEST_URL's server), 20 shoppers ordering at once for 30 s, each order 1 to
 * 4 lines to a relay point, each with its own Idempotency-Key. Prints orders per second,
 * latency percentiles and errors (any answer but 201). Flags: --duration S, --shoppers N,
 * --accounts N (the customers the orders are placed for in turn, 5000),
 * --payment card|transfer (card: the configured provider, the sandbox by default, answers
 * with its card form; transfer: no provider call), --reseed, --cpu-prof DIR (the API's V8
 * profile, for bench/profile-summary.ts).
 */

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const DURATION = Number(option('duration') ?? 30);
const SHOPPERS = Number(option('shoppers') ?? 20);
/** Accounts the requests take in turn: enough that none passes its unpaid-order limit. */
const ACCOUNTS = Number(option('accounts') ?? 5000);
const PAYMENT = option('payment') ?? 'card';
const WARM_UP = 3;
const ADMIN_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Figures {
  orders: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

function run(url: string, request: Request, duration: number): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    const instance = autocannon(
      { url, connections: SHOPPERS, duration, requests: [request] },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const at = (q: number) =>
          latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
        const orders = statuses['201'] ?? 0;
        resolve({
          orders,
          perSecond: orders / duration,
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          errors: result.errors + result.timeouts + (result.requests.total - orders),
          statuses,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

async function main() {
  if (PAYMENT !== 'card' && PAYMENT !== 'transfer') throw new Error('--payment card|transfer');
  const { url: databaseUrl, seedMs } = await prepareBenchDatabase(
    ADMIN_URL,
    'shop_bench',
    args.includes('--reseed'),
  );
  if (seedMs !== null)
    console.info(
      `Seeded ${BENCH_PRODUCTS} products into PostgreSQL in ${(seedMs / 1000).toFixed(1)} s`,
    );
  const port = await freePort();
  const env = benchApiEnv(databaseUrl, port);
  const database = openPostgres(databaseUrl, 4);
  const fixture = await prepareOrderFixture(database.db, loadEnv(env).auth.jwt, ACCOUNTS);
  await database.close();
  const api = await startApiProcess(
    join(packageRoot(), 'dist', 'server.js'),
    env,
    port,
    option('cpu-prof'),
  );
  const nextBasket = basketMaker(fixture, PAYMENT === 'card' ? { methodId: 12 } : { methodId: 11 });
  let turn = 0;
  const request: Request = {
    method: 'POST',
    setupRequest: (base) => ({
      ...base,
      path: '/api/v5/secure/orders',
      headers: {
        'Content-Type': 'application/json',
        'X-Store': 'fr',
        Authorization: `Bearer ${fixture.tokens[(turn += 1) % fixture.tokens.length]}`,
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify(nextBasket()),
    }),
  };
  try {
    const base = `http://127.0.0.1:${port}`;
    await run(base, request, WARM_UP);
    const loadBefore = loadavg()[0]!.toFixed(1);
    const figures = await run(base, request, DURATION);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.info(
      `\nPOST /secure/orders: ${SHOPPERS} shoppers, ${DURATION} s, baskets of 1 to 4 lines, ` +
        `${PAYMENT} payment, ${BENCH_PRODUCTS} products on PostgreSQL`,
    );
    console.info(`orders/s ${figures.perSecond.toFixed(1)}  (${figures.orders} orders)`);
    console.info(`p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}`);
    console.info(`errors ${figures.errors}  answers ${JSON.stringify(figures.statuses)}`);
    console.info(
      `Load average (1 min) ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after, on ${availableParallelism()} cores`,
    );
    if (figures.errors > 0) process.exitCode = 1;
  } finally {
    // Requests autocannon dropped at the end are still being worked on: let them finish.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await stopApiProcess(api);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
