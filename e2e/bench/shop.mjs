// The benchmarks' own shop: production builds on ports BENCH_PORT_BASE (4100) to +4 with their
// own data, unless BENCH_URL points at a running one.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
/** Gateway port; storefront, checkout, API and search follow it. */
export const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4100);
/** The bench shop's data directory, relative to the repository. */
export const DATA_DIR = PORT_BASE === 4100 ? '.data/bench' : `.data/bench-${PORT_BASE}`;
export const DATA_PATH = resolve(ROOT, DATA_DIR);

export async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer`);
}

export async function benchShop() {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL, stop() {} };
  const child = spawn(process.execPath, [resolve(ROOT, 'scripts/serve.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      GATEWAY_PORT: String(PORT_BASE),
      STOREFRONT_PORT: String(PORT_BASE + 1),
      CHECKOUT_PORT: String(PORT_BASE + 2),
      API_PORT: String(PORT_BASE + 3),
      SEARCH_PORT: String(PORT_BASE + 4),
      SHOP_PUBLIC_PORT: String(PORT_BASE),
      DATA_DIR,
      LOG_LEVEL: 'error',
    },
  });
  await waitFor(`http://127.0.0.1:${PORT_BASE}/api/v5/health`);
  return { base: `http://localhost:${PORT_BASE}`, stop: () => child.kill('SIGTERM') };
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
