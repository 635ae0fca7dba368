import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Nearest ancestor of `start` (itself included) that holds `marker`, or null. */
export function findUp(start: string, marker: string): string | null {
  let current = resolve(start);
  for (;;) {
    if (existsSync(join(current, marker))) return current;
    const parent = dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

/**
 * The root of this package (apps/api). Found by walking up from this module, so it is right
 * both from src/ (tsx, vitest) and from the bundled dist/*.js.
 */
export function packageRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const root = findUp(here, 'package.json');
  if (!root) throw new Error(`No package.json above ${here}`);
  return root;
}

/** The drizzle-kit output folder, shipped beside dist/. */
export function migrationsFolder(): string {
  return join(packageRoot(), 'drizzle');
}
