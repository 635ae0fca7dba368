// `pnpm bench:pages`: the storefront's pages under load through the gateway (issue 20). For the
// home, a listing, a product page and a search page: BENCH_CONNECTIONS (50) connections for
// BENCH_SECONDS (20 s) each, requests a second, p50/p95/p99 and errors; then the cold render
// (storefront caches emptied before each request, one at a time) p50/p95. Each page is also
// loaded on the storefront directly, so the gateway's own cost shows, at full speed and then
// evenly paced at BENCH_RATE (500) requests a second, the rate the shop is specified for.
// BENCH_EDGE=1 also measures Debian's nginx on deploy/nginx in front of the apps (production's
// edge, port base + 5). Starts its own shop on BENCH_PORT_BASE (4100) unless BENCH_URL points at
// one; BENCH_ROUNDS repeats the whole run and prints each figure's best and median. Requests ask
// for gzip as browsers do (BENCH_ENCODING). Prints figures and the load average; asserts nothing.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { paced } from './paced.mjs';
import { startEdge, writeEdgeFolder } from '../../scripts/lib/nginx-edge.mjs';
import { benchShop, DATA_PATH, percentile, PORT_BASE, waitFor } from './shop.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// 40: over 20 cold renders the p95 is the second slowest one, which a single stall decides.
const COLD_REQUESTS = Number(process.env.BENCH_COLD ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const STOREFRONT_URL = process.env.BENCH_STOREFRONT_URL ?? `http://127.0.0.1:${PORT_BASE + 1}`;
// The bench shop's own: generated into its data directory in production mode (read once the shop
// started, which writes it on a first run), else the local one.
const revalidateSecret = () =>
  process.env.REVALIDATE_SECRET ??
  storedSecret(resolve(DATA_PATH, 'secrets.json')) ??
  'local-revalidate-secret-not-for-production';

function storedSecret(file) {
  if (process.env.SHOP_MODE === 'development' || !existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')).REVALIDATE_SECRET;
}
const ONLY = process.env.BENCH_ONLY ?? '';
// The paced phase: shoppers arriving evenly at the rate the shop is specified for (issue 20:
// 500 pages a second), through the gateway and directly, to show what the gateway itself adds
// when the machine is not saturated (0: left out).
const RATE = Number(process.env.BENCH_RATE ?? 500);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 10);
// What browsers and CDNs ask for; BENCH_ENCODING=identity measures uncompressed answers.
const ENCODING = process.env.BENCH_ENCODING ?? 'gzip, deflate, br';

const ms = (value) => `${value.toFixed(0)} ms`;
const fine = (value) => `${value.toFixed(1)} ms`;
const load = () => `load ${loadavg()[0].toFixed(2)}`;

async function firstProductPath(base) {
  const html = await (await fetch(`${base}/nouveautes`)).text();
  const match = /href="(\/p\/[^"]+)"/.exec(html);
  if (!match) throw new Error('No product link on /nouveautes');
  return match[1];
}

const pageHeaders = (host) => ({
  host,
  'accept-language': 'fr-FR',
  'accept-encoding': ENCODING,
  'user-agent': 'Mozilla/5.0 bench',
});

/** `connections` requests in flight on one path for `seconds`, timed per answer. */
function hammer(origin, path, host) {
  const timings = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: pageHeaders(host),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.total / SECONDS,
          errors: result.errors + result.timeouts + result.non2xx,
          timings,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, time) => timings.push(time));
  });
}

/** Asks the storefront to forget every cached answer (the API's broadcast does the same). */
async function forgetAll() {
  const answer = await fetch(`${STOREFRONT_URL}/revalidate.json`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${revalidateSecret()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ scopes: ['products', 'settings'] }),
  }).catch(() => null);
  return answer?.ok ?? false;
}

async function coldRender(base, path) {
  const timings = [];
  for (let index = 0; index < COLD_REQUESTS; index += 1) {
    await forgetAll();
    const started = performance.now();
    const answer = await fetch(`${base}${path}`, { headers: { 'accept-language': 'fr-FR' } });
    await answer.text();
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    timings.push(performance.now() - started);
  }
  return timings;
}

/** Each figure's best and median over the rounds (best: most req/s, or lowest time). */
function summary(rows, higherIsBetter) {
  const sorted = [...rows].sort((a, b) => (higherIsBetter ? b - a : a - b));
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1
      ? sorted[Math.floor(middle)]
      : (sorted[middle - 1] + sorted[middle]) / 2;
  return { best: sorted[0], median };
}

/** Each page at RATE evenly paced through each origin, and what each hop adds to the last. */
async function pacedPhase(pages, origins, host, keep) {
  console.info(`evenly paced: ${RATE} req/s for ${PACED_SECONDS} s, up to ${CONNECTIONS} sockets`);
  for (const [name, path] of pages) {
    const figures = [];
    for (const [suffix, origin] of origins) {
      const label = `${name}${suffix}`;
      const before = load();
      const { timings, errors, lags } = await paced(`${origin}${path}`, pageHeaders(host), {
        rate: RATE,
        seconds: PACED_SECONDS,
        connections: CONNECTIONS,
      });
      const row = {
        p50: percentile(timings, 50),
        p95: percentile(timings, 95),
        p99: percentile(timings, 99),
        errors,
      };
      figures.push(row);
      keep(`paced ${label}`, row);
      console.info(
        `paced ${label.padEnd(18)} ${path}: p50 ${fine(row.p50)}, p95 ${fine(row.p95)}, ` +
          `p99 ${fine(row.p99)}, ${errors} errors, client lag p99 ` +
          `${fine(percentile(lags, 99))} (${before}, after: ${load()})`,
      );
    }
    const direct = figures.at(-1);
    origins.slice(0, -1).forEach(([, , by], index) => {
      const hop = figures[index];
      console.info(
        `paced ${name.padEnd(18)} ${by} adds p50 ${fine(hop.p50 - direct.p50)}, ` +
          `p95 ${fine(hop.p95 - direct.p95)}, p99 ${fine(hop.p99 - direct.p99)}`,
      );
    });
  }
}

/** Debian's nginx on deploy/nginx in front of the bench shop's apps (BENCH_EDGE=1). */
async function benchEdge() {
  const port = PORT_BASE + 5;
  const dir = writeEdgeFolder({
    name: 'bench-edge',
    port,
    servers: {
      storefront: [`127.0.0.1:${PORT_BASE + 1}`],
      checkout: [`127.0.0.1:${PORT_BASE + 2}`],
      api: [`127.0.0.1:${PORT_BASE + 3}`],
    },
  });
  const nginx = startEdge(dir);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v5/health`, 20_000);
  return { base, stop: () => nginx.kill('SIGQUIT') };
}

const shop = await benchShop();
const edge = process.env.BENCH_EDGE === '1' ? await benchEdge() : undefined;
try {
  const host = new URL(shop.base).host;
  const pages = [
    ['home', '/'],
    ['listing', '/nouveautes'],
    ['product', await firstProductPath(shop.base)],
    ['search', '/search/robe'],
  ].filter(([name]) => name.includes(ONLY));
  const cacheable = await forgetAll();
  console.info(
    `pages bench: ${CONNECTIONS} connections, ${SECONDS} s a page, through ${shop.base}` +
      (cacheable ? '' : ' (no storefront revalidation route: cold = every request)'),
  );
  // The gateway, nginx in front of the apps as production has it, then the storefront itself:
  // each with the suffix of its figures' names and, for a hop, what adds the difference.
  const origins = [
    ['', shop.base, 'the gateway'],
    ...(edge ? [[', nginx edge', edge.base, 'the nginx edge']] : []),
    [', direct', STOREFRONT_URL],
  ];
  const runs = pages.flatMap(([name, path]) =>
    origins.map(([suffix, origin]) => [`${name}${suffix}`, origin, path]),
  );
  const results = new Map();
  const keep = (name, figures) => results.set(name, [...(results.get(name) ?? []), figures]);
  for (let round = 1; round <= ROUNDS; round += 1) {
    if (ROUNDS > 1) console.info(`round ${round} of ${ROUNDS}`);
    for (const [name, origin, path] of runs) {
      // Warm: the first answers fill the caches the run then reads.
      for (let index = 0; index < 3; index += 1) await (await fetch(`${origin}${path}`)).text();
      const before = load();
      const { rps, errors, timings } = await hammer(origin, path, host);
      const figures = {
        rps,
        p50: percentile(timings, 50),
        p95: percentile(timings, 95),
        p99: percentile(timings, 99),
        errors,
      };
      keep(name, figures);
      console.info(
        `${name.padEnd(24)} ${path}: ${rps.toFixed(0)} req/s, p50 ${ms(figures.p50)}, ` +
          `p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}, ` +
          `${errors} errors (${before}, after: ${load()})`,
      );
    }
    if (RATE > 0) await pacedPhase(pages, origins, host, keep);
    for (const [name, path] of pages) {
      const before = load();
      const timings = await coldRender(shop.base, path);
      const figures = { p50: percentile(timings, 50), p95: percentile(timings, 95) };
      keep(`cold ${name}`, figures);
      console.info(
        `cold ${name.padEnd(19)} ${path}: p50 ${ms(figures.p50)}, ` +
          `p95 ${ms(figures.p95)} over ${COLD_REQUESTS} (${before})`,
      );
    }
  }
  if (ROUNDS > 1) {
    console.info(`best and median of ${ROUNDS} rounds`);
    for (const [name, rows] of results) {
      const time = name.startsWith('paced') ? fine : ms;
      const figure = (field, higher) =>
        summary(
          rows.map((row) => row[field]),
          higher,
        );
      const text = ['rps', 'p50', 'p95', 'p99']
        .filter((field) => rows[0][field] !== undefined)
        .map((field) => {
          const { best, median } = figure(field, field === 'rps');
          return field === 'rps'
            ? `${best.toFixed(0)}/${median.toFixed(0)} req/s`
            : `${field} ${time(best)}/${time(median)}`;
        });
      console.info(`${name.padEnd(24)} best/median: ${text.join(', ')}`);
    }
  }
} finally {
  edge?.stop();
  shop.stop();
}
