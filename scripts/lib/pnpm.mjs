// Finds or installs pnpm 10.34.9 using nothing but Node and npm (a fresh machine has no more).
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

function versionOf(command, args = []) {
  const result = spawnSync(command, [...args, '--version'], { encoding: 'utf8', shell: false });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Returns [command, ...prefixArgs] that runs the pinned pnpm. */
export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return ['pnpm'];
  console.info(`Installing pnpm ${PNPM_VERSION} with npm…`);
  const install = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], {
    stdio: 'inherit',
  });
  if (install.status === 0 && versionOf('pnpm') === PNPM_VERSION) return ['pnpm'];
  // No rights to install globally: run the pinned version through npx instead.
  console.info(`Falling back to npx pnpm@${PNPM_VERSION}`);
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}
