// The release flow of the design card (changesets) as a dry run, in a temporary copy of the
// workspace manifests: a patch changeset for every published package, `changeset status`
// (the plan), `changeset version` (versions, changelogs, internal ranges). Nothing is
// published and the repository is not touched. `npm test` and CI run it.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './lib/run.mjs';

const config = JSON.parse(readFileSync(join(ROOT, '.changeset/config.json'), 'utf8'));
const changeset = join(ROOT, 'node_modules/.bin/changeset');
const manifests = execFileSync(
  'git',
  [
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    '*package.json',
    '.changeset',
    'pnpm-workspace.yaml',
    '*CHANGELOG.md',
  ],
  {
    cwd: ROOT,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && existsSync(join(ROOT, file)) && !file.includes('node_modules'));

const copy = mkdtempSync(join(tmpdir(), 'shop-release-'));
const inCopy = (command, args) =>
  execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe' });
try {
  for (const file of manifests) cpSync(join(ROOT, file), join(copy, file), { recursive: true });
  // The changelog generator named in .changeset/config.json is resolved from the copy.
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  writeFileSync(join(copy, '.gitignore'), 'node_modules\n');
  const git = (...args) =>
    inCopy('git', ['-c', 'user.name=release', '-c', 'user.email=release@localhost', ...args]);
  git('init', '-q', '-b', config.baseBranch);
  git('add', '-A');
  git('commit', '-qm', 'workspace');

  const published = manifests
    .filter((file) => file.endsWith('package.json') && file !== 'package.json')
    .map((file) => ({ file, manifest: JSON.parse(readFileSync(join(copy, file), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private && !config.ignore.includes(manifest.name));
  if (published.length === 0) throw new Error('No published package found');
  const front = published.map(({ manifest }) => `"${manifest.name}": patch`).join('\n');
  writeFileSync(
    join(copy, '.changeset/release-dry-run.md'),
    `---\n${front}\n---\n\nRelease dry run.\n`,
  );

  console.info(inCopy(changeset, ['status', '--verbose']));
  inCopy(changeset, ['version']);

  const bump = (version) => version.replace(/(\d+)$/, (patch) => String(Number(patch) + 1));
  for (const { file, manifest } of published) {
    const after = JSON.parse(readFileSync(join(copy, file), 'utf8'));
    const changelog = join(copy, dirname(file), 'CHANGELOG.md');
    if (after.version !== bump(manifest.version))
      throw new Error(`${manifest.name}: ${manifest.version} became ${after.version}, not a patch`);
    if (!existsSync(changelog) || !readFileSync(changelog, 'utf8').includes('Release dry run.'))
      throw new Error(`${manifest.name}: no changelog entry in ${relative(copy, changelog)}`);
    console.info(`  ${manifest.name} ${manifest.version} -> ${after.version}`);
  }
  if (existsSync(join(copy, '.changeset/release-dry-run.md')))
    throw new Error('changeset version left the changeset in place');
  console.info(`Release dry run: ${published.length} packages versioned, nothing published.`);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
