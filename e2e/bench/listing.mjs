// `pnpm bench:listing`: the server-render time of listing pages — 200 requests, one at a time,
// over the listings of the store's sitemap (categories, brands, kinds), p50/p95/p99 of the
// whole answer. Starts its own shop unless BENCH_URL points at one. Asserts nothing.
import { benchShop, percentile } from './shop.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;

const shop = await benchShop();
try {
  const sitemap = await (await fetch(`${shop.base}/sitemaps/pages.xml`)).text();
  const listings = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter(
      (path) =>
        /-[cb]\d+$/.test(path) || /^\/(nouveautes|top-ventes|soldes|promotions)$/.test(path),
    );
  if (listings.length === 0) throw new Error('No listing page in the sitemap');
  const timings = [];
  for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
    const path = listings[index % listings.length];
    const started = performance.now();
    const answer = await fetch(`${shop.base}${path}`, { headers: { cookie: 'i18n_locale=fr' } });
    await answer.text();
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    if (index >= WARM_UP) timings.push(performance.now() - started);
  }
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.info(
    `listing pages (${listings.length} paths, ${REQUESTS} requests one at a time): ` +
      `p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))}, p99 ${ms(percentile(timings, 99))}`,
  );
} finally {
  shop.stop();
}
