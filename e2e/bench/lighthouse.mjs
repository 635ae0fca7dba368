// `pnpm bench:lighthouse`: Lighthouse (mobile) on the shop's pages with Debian's Chromium.
// Starts its own shop from the production builds on ports 4100–4104 unless BENCH_URL points at
// a running one. Prints the scores; it asserts nothing (targets are read by people).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = resolve(import.meta.dirname, '../..');
const PAGES = (process.env.BENCH_PAGES ?? '/').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function waitFor(url, timeoutMs = 180_000) {
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

async function startShop() {
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const shop = process.env.BENCH_URL ? { base: process.env.BENCH_URL, stop() {} } : await startShop();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const path of PAGES) {
    const runs = [];
    let lastAudits;
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${shop.base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      });
      const { categories, audits } = result.lhr;
      lastAudits = audits;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        seo: categories.seo.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
      });
    }
    const pick = (key) => median(runs.map((entry) => entry[key]));
    if (process.env.BENCH_DETAILS) {
      // Where the main thread goes, for whoever is chasing the blocking time.
      for (const item of lastAudits['mainthread-work-breakdown'].details.items)
        console.info(`  ${item.groupLabel}: ${Math.round(item.duration)} ms`);
      for (const item of lastAudits['bootup-time'].details.items.slice(0, 6))
        console.info(`  ${item.url}: script ${Math.round(item.scripting)} ms`);
    }
    console.info(
      `${path} (mobile, median of ${RUNS}): performance ${pick('performance')}, accessibility ${pick('accessibility')}, ` +
        `SEO ${pick('seo')}, best practices ${pick('bestPractices')} | LCP ${Math.round(pick('lcp'))} ms, ` +
        `CLS ${pick('cls').toFixed(3)}, TBT ${Math.round(pick('tbt'))} ms`,
    );
  }
} finally {
  await chrome.kill();
  shop.stop();
}
