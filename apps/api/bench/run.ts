import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { openPostgres } from '../src/db/open';
import { packageRoot } from '../src/paths';
import { mulberry32 } from '../src/seed/prng';
import { benchApiEnv, freePort, startApiProcess, stopApiProcess } from './api-process';
import { BENCH_PRODUCTS, prepareBenchDatabase } from './database';
import { listingPathMaker } from './paths';

/**
 * pnpm bench: the API on a 200,000-product PostgreSQL catalogue (database shop_bench on
 * PG_TEST_URL's server), 100 connections for 20 s on GET /products/{id} with random ids and
 * POST /parse with random listing paths. Prints requests per second, latency percentiles and
 * errors. Flags: --reseed, --duration S, --connections N, --only products|parse, --floor (also
 * GET /health, the cheapest answer of the same server: what the machine allows at that moment),
 * --workers N (API processes, API_WORKERS, default 1; above 1 with Redis at REDIS_URL or
 * 127.0.0.1:6379 for their shared rate limits), --server FILE (another build of the API, e.g.
 * an older commit's, for a comparison), and
 * --cpu-prof DIR to write the API process's V8 CPU profile there (read it with
 * bench/profile-summary.ts).
 */

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const DURATION = flag('duration', 20);
const CONNECTIONS = flag('connections', 100);
const WARM_UP = 3;
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const ONLY = option('only');
const CPU_PROF_DIR = option('cpu-prof');
const SERVER = option('server') ?? join(packageRoot(), 'dist', 'server.js');
const WORKERS = flag('workers', 1);

/**
 * CPU seconds the API has used, its workers included (Linux /proc; null elsewhere). Per
 * request it is the figure a loaded machine changes least: latency there mostly measures the
 * others' work.
 */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = (Number(fields[11]) + Number(fields[12])) / 100;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map((child) => cpuSeconds(Number(child)) ?? 0);
    return children.reduce((sum, seconds) => sum + seconds, own);
  } catch {
    return null;
  }
}
const ADMIN_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  /** API process CPU per request, microseconds. */
  cpuMicros: number | null;
}

function run(
  name: string,
  url: string,
  request: Request,
  duration: number,
  pid?: number,
): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const cpuBefore = cpuSeconds(pid);
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration, requests: [request] },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const at = (q: number) =>
          latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
        resolve({
          name,
          rps: Math.round(result.requests.total / duration),
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          total: result.requests.total,
          cpuMicros: cpuUsed(cpuBefore, cpuSeconds(pid), result.requests.total),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

const cpuUsed = (before: number | null, after: number | null, requests: number) =>
  before === null || after === null || requests === 0
    ? null
    : Math.round(((after - before) * 1e6) / requests);

const ms = (value: number) => value.toFixed(1).padStart(7);

function formatTable(figures: Figures[]): string {
  const header = `${'route'.padEnd(20)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'non-2xx'.padStart(8)} ${'cpu µs/req'.padStart(10)}`;
  const rows = figures.map(
    (f) =>
      `${f.name.padEnd(20)} ${String(f.rps).padStart(7)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.p99)} ${String(f.total).padStart(9)} ${String(f.errors).padStart(7)} ${String(f.non2xx).padStart(8)} ${String(f.cpuMicros ?? '-').padStart(10)}`,
  );
  return [header, ...rows].join('\n');
}

async function main() {
  const started = performance.now();
  const { url: databaseUrl, seedMs } = await prepareBenchDatabase(
    ADMIN_URL,
    'shop_bench',
    args.includes('--reseed'),
  );
  console.info(
    seedMs === null
      ? `shop_bench already holds ${BENCH_PRODUCTS} products: seed skipped (--reseed to redo it)`
      : `Seeded ${BENCH_PRODUCTS} products into PostgreSQL in ${(seedMs / 1000).toFixed(1)} s`,
  );
  const database = openPostgres(databaseUrl, 2);
  const nextListing = await listingPathMaker(database.db);
  await database.close();
  const port = await freePort();
  const api = await startApiProcess(
    SERVER,
    {
      ...benchApiEnv(databaseUrl, port),
      API_WORKERS: String(WORKERS),
      ...(WORKERS > 1 ? { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' } : {}),
    },
    port,
    CPU_PROF_DIR,
  );
  const base = `http://127.0.0.1:${port}/api/v5`;
  const random = mulberry32(11);
  const productRequest: Request = {
    method: 'GET',
    setupRequest: (request) => ({
      ...request,
      path: `/api/v5/products/${1 + Math.floor(random() * BENCH_PRODUCTS)}`,
      headers: { 'X-Store': 'fr', 'X-Url-Version': 'v3', Accept: 'application/json' },
    }),
  };
  const parseRequest: Request = {
    method: 'POST',
    setupRequest: (request) => ({
      ...request,
      path: '/api/v5/parse',
      headers: { 'X-Store': 'fr', 'Content-Type': 'application/json' },
      body: JSON.stringify(nextListing()),
    }),
  };
  const healthRequest: Request = { method: 'GET', path: '/api/v5/health' };
  try {
    // A short warm-up per route lets the JIT and the connection pool settle; not counted.
    const routes = [
      { key: 'products', name: 'GET /products/{id}', request: productRequest },
      { key: 'parse', name: 'POST /parse', request: parseRequest },
      ...(args.includes('--floor')
        ? [{ key: 'floor', name: 'GET /health (floor)', request: healthRequest }]
        : []),
    ].filter((route) => !ONLY || route.key === ONLY);
    for (const route of routes) await run('warm-up', base, route.request, WARM_UP);
    const figures: Figures[] = [];
    const load = () => loadavg()[0]!.toFixed(1);
    const loadBefore = load();
    for (const route of routes)
      figures.push(await run(route.name, base, route.request, DURATION, api.pid));
    console.info(
      `\n${CONNECTIONS} connections, ${DURATION} s per route, ${BENCH_PRODUCTS} products on PostgreSQL, ` +
        `${WORKERS} API process${WORKERS > 1 ? 'es' : ''}`,
    );
    console.info(formatTable(figures));
    console.info(
      `Load average (1 min) ${loadBefore} before, ${load()} after, on ${availableParallelism()} cores`,
    );
    console.info(`Total ${((performance.now() - started) / 1000).toFixed(0)} s`);
    if (figures.some((f) => f.errors > 0 || f.non2xx > 0)) process.exitCode = 1;
  } finally {
    // The CPU profile is written as the API exits.
    await stopApiProcess(api);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
