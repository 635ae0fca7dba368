// `pnpm bench:lighthouse`: Lighthouse (mobile) on the shop's pages with Debian's Chromium.
// Starts its own shop from the production builds on ports 4100–4104 unless BENCH_URL points at
// a running one. Prints the scores; it asserts nothing (targets are read by people).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchShop } from './shop.mjs';

// The home and a listing page by default (storefront issues 5 and 6).
const PAGES = (process.env.BENCH_PAGES ?? '/,/nouveautes').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const shop = await benchShop();
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
