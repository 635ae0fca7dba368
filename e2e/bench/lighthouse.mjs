// `pnpm bench:lighthouse`: Lighthouse (mobile) on the shop's pages with Debian's Chromium.
// Starts its own shop from the production builds on ports 4100–4104 unless BENCH_URL points at
// a running one. Prints the scores; it asserts nothing (targets are read by people).
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { benchShop } from './shop.mjs';

// The home, a listing and a product page by default (storefront issues 5, 6 and 8); `product`
// stands for the first product of the novelties listing.
const PAGES = (process.env.BENCH_PAGES ?? '/,/nouveautes,product').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_BLOCK='*.js' measures the pages without their scripts: the ceiling the server-rendered
// HTML reaches, and so how much of a score the hydration costs.
const BLOCKED = process.env.BENCH_BLOCK ? process.env.BENCH_BLOCK.split(',') : [];
// BENCH_REPORT_DIR keeps each page's last report as JSON, for the audits the summary leaves out.
const REPORT_DIR = process.env.BENCH_REPORT_DIR;

// Each run is a first visit: Lighthouse empties the HTTP cache between runs but, by default, not
// local storage, which would make the later runs a returning shopper whose cache was emptied
// (the shop then preloads a font it believes cached: decision 252).
const FIRST_VISIT = {
  clearStorageTypes: [...defaultSettings.clearStorageTypes, 'local_storage'],
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function firstProductPath(base) {
  const html = await (await fetch(`${base}/nouveautes`)).text();
  const match = /href="(\/p\/[^"]+)"/.exec(html);
  if (!match) throw new Error('No product link on /nouveautes');
  return match[1];
}

const shop = await benchShop();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  // A French browser, as the main store's shoppers have: an English one is sent from / to /en
  // first (locale detection, storefront section 9) and the figures would measure that hop.
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--accept-lang=fr-FR',
  ],
});
try {
  for (const page of PAGES) {
    const path = page === 'product' ? await firstProductPath(shop.base) : page;
    // One run first, not counted: the API draws each picture the first time it is asked for,
    // and that work would land on the measured page load of a fresh shop.
    await lighthouse(`${shop.base}${path}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...FIRST_VISIT,
    });
    const runs = [];
    let lastAudits;
    let lastReport;
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${shop.base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
        blockedUrlPatterns: BLOCKED,
        ...FIRST_VISIT,
      });
      const { categories, audits, environment } = result.lhr;
      lastAudits = audits;
      lastReport = result.lhr;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        seo: categories.seo.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        benchmarkIndex: environment.benchmarkIndex,
      });
    }
    const pick = (key) => median(runs.map((entry) => entry[key]));
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = path === '/' ? 'home' : path.replaceAll(/[^a-z0-9]+/gi, '-').replace(/^-/, '');
      writeFileSync(join(REPORT_DIR, `${name}.json`), JSON.stringify(lastReport));
    }
    if (process.env.BENCH_DETAILS) {
      // Where the main thread goes, for whoever is chasing the blocking time.
      for (const item of lastAudits['mainthread-work-breakdown'].details.items)
        console.info(`  ${item.groupLabel}: ${Math.round(item.duration)} ms`);
      const observed = lastAudits.metrics.details.items[0];
      console.info(
        `  observed: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, ` +
          `DOMContentLoaded ${observed.observedDomContentLoaded} ms, load ${observed.observedLoad} ms`,
      );
      for (const item of lastAudits['bootup-time'].details.items.slice(0, 6))
        console.info(`  ${item.url}: script ${Math.round(item.scripting)} ms`);
      // What the largest paint is and which phase of it takes the time.
      const lcpElement = lastAudits['largest-contentful-paint-element'].details?.items?.[0];
      const node = lcpElement?.items?.[0]?.node;
      if (node) console.info(`  LCP element: ${node.snippet}`);
      for (const phase of lcpElement?.items?.[1]?.items ?? [])
        console.info(`  LCP ${phase.phase}: ${Math.round(phase.timing)} ms`);
    }
    console.info(
      `${path}${BLOCKED.length ? ` without ${BLOCKED.join(' ')}` : ''} (mobile, median of ${RUNS}): performance ${pick('performance')}, accessibility ${pick('accessibility')}, ` +
        `SEO ${pick('seo')}, best practices ${pick('bestPractices')} | LCP ${Math.round(pick('lcp'))} ms, ` +
        `CLS ${pick('cls').toFixed(3)}, TBT ${Math.round(pick('tbt'))} ms | ` +
        // Lighthouse's own measure of the machine's speed: its 4x CPU slowdown assumes a fast
        // desktop (index ~1000 or more); a slower or busier machine scores lower.
        `benchmark index ${Math.round(pick('benchmarkIndex'))}`,
    );
  }
} finally {
  await chrome.kill();
  shop.stop();
}
