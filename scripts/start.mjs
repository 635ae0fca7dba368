// `npm start`: installs, builds, migrates and seeds on first run, then serves the whole shop
// in production mode at http://localhost:3000 until Ctrl-C (secrets generated on the first run
// into the data directory; `npm run dev` is the development mode with the local outbox).
import { ensurePnpm } from './lib/pnpm.mjs';
import { loadDotEnv, runOrExit } from './lib/run.mjs';

loadDotEnv();
process.env.SHOP_MODE ??= 'production';
const started = Date.now();
const [pnpm, ...pnpmArgs] = ensurePnpm();
runOrExit(pnpm, [...pnpmArgs, 'install', '--frozen-lockfile', '--prefer-offline']);
runOrExit(pnpm, [...pnpmArgs, 'exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
console.info(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the shop…`);
await import('./serve.mjs');
console.info(`Ready ${((Date.now() - started) / 1000).toFixed(1)} s after npm start.`);
