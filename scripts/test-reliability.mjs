// `pnpm test:reliability` (issue 19): the tests that keep the shop standing — the API's own
// (fuzz of every route, login races) on PGlite and PostgreSQL, the gateway's and the search
// service's limits, then the whole shop on PostgreSQL and Redis with two API processes: slow
// clients, storefront URLs, faults and 200 simulated shoppers. Prints the time of each part.
import { ensurePnpm } from './lib/pnpm.mjs';
import { loadDotEnv, runOrExit } from './lib/run.mjs';

loadDotEnv();
const started = Date.now();
// `npm test` has already run the API's, the gateway's and the search service's tests in its
// turbo phase, these among them: it asks for the whole-shop part alone, so none runs twice.
const wholeShopOnly = process.argv.includes('--whole-shop-only');
const [pnpm, ...pnpmArgs] = ensurePnpm();
const figures = [];
const part = (name, ...args) => {
  if (wholeShopOnly && !name.startsWith('whole shop') && !name.startsWith('builds')) return;
  const at = Date.now();
  runOrExit(pnpm, [...pnpmArgs, ...args]);
  figures.push(`  ${name.padEnd(58)} ${((Date.now() - at) / 1000).toFixed(0).padStart(4)} s`);
};

part(
  'builds (cached when nothing changed)',
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@shop/api',
  '--filter=@shop/search',
  '--filter=@shop/storefront',
  '--filter=@shop/checkout',
  '--filter=@shop/gateway',
  '--output-logs=errors-only',
);
part(
  'API: test/reliability on PGlite and PostgreSQL',
  '--filter',
  '@shop/api',
  'exec',
  'vitest',
  'run',
  'test/reliability',
);
part(
  'gateway: timeouts, connection share, 400/413',
  '--filter',
  '@shop/gateway',
  'exec',
  'vitest',
  'run',
  'test/hardening.test.ts',
);
part(
  'search: search-only key limits',
  '--filter',
  '@shop/search',
  'exec',
  'vitest',
  'run',
  'test/limits.test.ts',
);
part(
  'whole shop: slow clients, URLs, faults, shoppers',
  '--filter',
  '@shop/reliability',
  'test:reliability',
);

console.info(
  `\nReliability suite passed in ${((Date.now() - started) / 1000).toFixed(0)} s:\n${figures.join('\n')}`,
);
