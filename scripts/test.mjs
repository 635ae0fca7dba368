// `npm test`: every test of the repo — lint, types, unit, API (PGlite and PostgreSQL),
// Storybook build and its axe pass, end-to-end in Debian's Chromium, the nginx edge, the release
// dry run, the several-instance cluster and the reliability suite — from a fresh clone.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ensurePnpm } from './lib/pnpm.mjs';
import { loadDotEnv, runOrExit, runTogetherOrExit } from './lib/run.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** Installs a Debian package a test needs when its binary is missing (root with apt only). */
function ensureDebianTool({ path, pkg, what, variable }) {
  if (existsSync(path)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.info(`Installing Debian ${pkg} for ${what}…`);
    runOrExit('sh', [
      '-c',
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`,
    ]);
    if (existsSync(path)) return;
  }
  console.error(
    `\n${pkg} is needed for ${what} and was not found at ${path}.\n` +
      `Install it with:\n\n  sudo apt-get update && sudo apt-get install -y ${pkg}\n\n` +
      `or point ${variable} at its binary.\n`,
  );
  process.exit(1);
}

loadDotEnv();
const started = Date.now();
const [pnpm, ...pnpmArgs] = ensurePnpm();
const run = (...args) => runOrExit(pnpm, [...pnpmArgs, ...args]);

ensureDebianTool({
  path: CHROMIUM,
  pkg: 'chromium',
  what: 'the end-to-end tests',
  variable: 'CHROMIUM_PATH',
});
// The edge test puts deploy/nginx in front of the apps.
ensureDebianTool({
  path: NGINX,
  pkg: 'nginx-light',
  what: 'the edge test',
  variable: 'NGINX_PATH',
});
run('install', '--frozen-lockfile', '--prefer-offline');
// Formatting, and no block of 10+ lines repeated in production code (.jscpd.json fails on any
// clone): two single-core checks, run side by side.
await runTogetherOrExit([
  { command: pnpm, args: [...pnpmArgs, 'exec', 'prettier', '--check', '.', '--log-level', 'warn'] },
  { command: pnpm, args: [...pnpmArgs, 'dupes'] },
]);
run('exec', 'turbo', 'run', 'build', '--output-logs=new-only', '--concurrency=2');
// The browser tests keep about one core busy (the shop's servers and Chromium), waiting on
// pages most of the time: they run beside the checks and the unit and API tests, whose builds
// are done, instead of after them (27 min for the whole command before, one after the other).
await runTogetherOrExit([
  {
    command: pnpm,
    args: [
      ...pnpmArgs,
      'exec',
      'turbo',
      'run',
      'lint',
      'typecheck',
      'test',
      'storybook:build',
      'storybook:a11y',
      '--output-logs=new-only',
      '--concurrency=2',
    ],
  },
  {
    command: pnpm,
    args: [...pnpmArgs, 'exec', 'turbo', 'run', 'e2e', '--output-logs=full', '--concurrency=1'],
  },
]);
// deploy/nginx in front of the built apps, with the gateway's routing tests through it.
run('test:edge');
// Two storefronts and two APIs behind nginx on PostgreSQL and Redis; one of each is killed.
run('test:cluster');
// changesets: status and version in a temporary copy; nothing is published.
run('release:dry-run');
// The API's, gateway's and search service's reliability tests ran with their packages' tests.
run('test:reliability', '--whole-shop-only');
console.info(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
