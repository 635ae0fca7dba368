// Serves the already built shop (used by the end-to-end tests' web server and by start.mjs).
// SHOP_FRESH=1 starts from an empty data directory; SEED_PRODUCTS sets the catalogue size.
import { loadDotEnv } from './lib/run.mjs';
import { startShop } from './lib/shop.mjs';

loadDotEnv();
let shop;
try {
  shop = await startShop({ fresh: process.env.SHOP_FRESH === '1' });
} catch (error) {
  console.error(`\n✖ The shop could not start: ${error.message}`);
  process.exit(1);
}
console.info(
  `\nThe shop is open at http://localhost:${shop.settings.ports.gateway} (Ctrl-C stops it)\n`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    shop.stop();
    setTimeout(() => process.exit(0), 500);
  });
}
