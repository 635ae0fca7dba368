// `lint:package` of a published package (packages/*): publint and are-the-types-wrong, as
// TanStack runs them, on the tarball `pnpm pack` makes, so what is checked is what ships.
// attw skips wildcard subpaths ("./*"), so they are expanded here from the packed files.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT, run } from './lib/run.mjs';

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
// Under `pnpm run`, npm_execpath is the pnpm that runs us (global or through npx).
const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => './' + relative(dir, join(entry.parentPath, entry.name)));
}

const patternToRegExp = (pattern) =>
  new RegExp('^' + pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '(.+)') + '$');

function targetOf(value) {
  if (typeof value === 'string' || value === null) return value;
  return targetOf(value.import ?? value.default ?? null);
}

/** The subpaths a user can import code from: exports keys, wildcards expanded, nulls removed. */
function codeEntrypoints(exports, files) {
  // "exports" may be one target, or the conditions of "." alone, or a map of subpaths.
  const sugar = typeof exports === 'string' || !Object.keys(exports).some((key) => key[0] === '.');
  const entries = Object.entries(sugar ? { '.': exports } : exports);
  const blocked = entries
    .filter(([, value]) => value === null)
    .map(([key]) => patternToRegExp(key));
  const subpaths = entries.flatMap(([key, value]) => {
    const target = targetOf(value);
    if (!target || !/\.[cm]?js$/.test(target)) return [];
    if (!key.includes('*')) return [key];
    const match = patternToRegExp(target);
    return files.flatMap((file) => file.match(match)?.[1] ?? []).map((s) => key.replace('*', s));
  });
  return subpaths.filter((subpath) => !blocked.some((re) => re.test(subpath)));
}

const work = mkdtempSync(join(tmpdir(), 'shop-pack-'));
try {
  const packed = join(work, 'packed');
  run(pnpm[0], [...pnpm.slice(1), 'pack', '--pack-destination', work], {
    cwd: process.cwd(),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = join(
    work,
    readdirSync(work).find((name) => name.endsWith('.tgz')),
  );
  mkdirSync(packed);
  run('tar', ['-xzf', tarball, '-C', packed, '--strip-components=1']);
  const manifest = JSON.parse(readFileSync(join(packed, 'package.json'), 'utf8'));
  const entrypoints = codeEntrypoints(
    manifest.exports ?? { '.': manifest.main },
    filesUnder(packed),
  );
  if (entrypoints.length === 0) throw new Error(`${manifest.name} exports no code`);

  run(bin('publint'), ['run', tarball, '--strict']);
  // ESM-only packages: their users import them (Next, Vite, Node ESM); no require, no node10.
  const attwArgs = [tarball, '--profile', 'esm-only', '--entrypoints', ...entrypoints];
  // A table of every subpath hides the one that fails: print it only when something does.
  if (spawnSync(bin('attw'), [...attwArgs, '--quiet']).status !== 0) {
    spawnSync(bin('attw'), [...attwArgs, '--format', 'ascii'], { stdio: 'inherit' });
    throw new Error(`are-the-types-wrong found problems in ${manifest.name}`);
  }
  console.info(`${manifest.name}: ${entrypoints.length} entry points checked`);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exitCode = error.exitCode ?? 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
