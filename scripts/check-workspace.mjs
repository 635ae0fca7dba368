// Part of `lint:workspace`, beside sherif, for two rules of the workspace sherif does not know:
// - a dependency that two or more workspaces use is pinned once, in the catalog of
//   pnpm-workspace.yaml, and each of them refers to it as `catalog:` (sherif sees versions
//   that differ; this sees the same range written twice, which drifts at the next bump);
// - every package that is not private runs `lint:package` (publint and attw on its tarball).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib/run.mjs';

const FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies'];
const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];

const listed = execFileSync(pnpm[0], [...pnpm.slice(1), 'ls', '-r', '--json', '--depth', '-1'], {
  cwd: ROOT,
  encoding: 'utf8',
});
const workspaces = JSON.parse(listed).map(({ path }) => ({
  file: relative(ROOT, join(path, 'package.json')) || 'package.json',
  manifest: JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')),
}));

/** Every external dependency and the workspaces that declare it, with the range each writes. */
const users = new Map();
for (const { file, manifest } of workspaces) {
  for (const field of FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (range.startsWith('workspace:')) continue;
      users.set(name, [...(users.get(name) ?? []), { file, range }]);
    }
  }
}

const problems = [...users]
  .filter(([, uses]) => new Set(uses.map((use) => use.file)).size > 1)
  .flatMap(([name, uses]) =>
    uses
      .filter((use) => use.range !== 'catalog:')
      .map((use) => `${use.file}: "${name}": "${use.range}" (used by ${uses.length} workspaces)`),
  );

const unchecked = workspaces
  .filter(({ manifest }) => !manifest.private && !manifest.scripts?.['lint:package'])
  .map(({ file }) => `${file}: "lint:package": "node ../../scripts/check-package.mjs"`);

if (problems.length > 0) {
  console.error('Move these to the catalog of pnpm-workspace.yaml and write "catalog:":');
  for (const problem of problems) console.error(`  ${problem}`);
}
if (unchecked.length > 0) {
  console.error('Published packages (not private) must check what they publish; add:');
  for (const line of unchecked) console.error(`  ${line}`);
}
if (problems.length + unchecked.length > 0) process.exit(1);
console.info('workspace: shared dependencies from the catalog, published packages checked');
