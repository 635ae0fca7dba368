// `pnpm db:reset`: drops the local data, then migrates, seeds and reindexes on the next start.
import { rmSync } from 'node:fs';
import { loadDotEnv } from './lib/run.mjs';
import { shopSettings } from './lib/shop.mjs';

loadDotEnv();
const { dataDir } = shopSettings();
rmSync(dataDir, { recursive: true, force: true });
console.info(`Removed ${dataDir}: the next npm start migrates, seeds and indexes again.`);
