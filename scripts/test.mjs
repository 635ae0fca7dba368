// `npm test`: every test of the repo — lint, types, unit, API (PGlite and PostgreSQL),
// Storybook build and end-to-end in Debian's Chromium — from a fresh clone.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ensurePnpm } from './lib/pnpm.mjs';
import { loadDotEnv, runOrExit } from './lib/run.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.info('Installing Debian Chromium for the end-to-end tests…');
    runOrExit('sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
    if (existsSync(CHROMIUM)) return;
  }
  console.error(
    `\nChromium is needed for the end-to-end tests and was not found at ${CHROMIUM}.\n` +
      'Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n\n' +
      'or point CHROMIUM_PATH at a Chromium binary.\n',
  );
  process.exit(1);
}

loadDotEnv();
const started = Date.now();
const [pnpm, ...pnpmArgs] = ensurePnpm();
const run = (...args) => runOrExit(pnpm, [...pnpmArgs, ...args]);

ensureChromium();
run('install', '--frozen-lockfile', '--prefer-offline');
run('exec', 'prettier', '--check', '.', '--log-level', 'warn');
run(
  'exec',
  'turbo',
  'run',
  'build',
  'lint',
  'typecheck',
  'test',
  'storybook:build',
  '--output-logs=new-only',
  '--concurrency=2',
);
run('exec', 'turbo', 'run', 'e2e', '--output-logs=full', '--concurrency=1');
console.info(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
