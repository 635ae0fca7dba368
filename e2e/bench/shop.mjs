// The benchmarks' own shop: production builds on ports 4100–4104 with their own data, unless
// BENCH_URL points at a running one.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

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
      GATEWAY_PORT: '4100',
      STOREFRONT_PORT: '4101',
      CHECKOUT_PORT: '4102',
      API_PORT: '4103',
      SEARCH_PORT: '4104',
      SHOP_PUBLIC_PORT: '4100',
      DATA_DIR: '.data/bench',
      LOG_LEVEL: 'error',
    },
  });
  await waitFor('http://127.0.0.1:4100/api/v5/health');
  return { base: 'http://localhost:4100', stop: () => child.kill('SIGTERM') };
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
