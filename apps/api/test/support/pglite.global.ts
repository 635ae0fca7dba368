import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../../src/db/migrate';
import { openPglite } from '../../src/db/open';
import { seedDatabase } from '../../src/seed/run';
import { TEST_PRODUCTS, TEST_SEED } from './provided';

/**
 * A new PGlite costs seconds; a database started from a dump costs well under one. So build
 * one migrated database once per run, dump it empty and seeded, and let each test file start
 * its own database from a dump.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'api-pglite-'));
  const database = await openPglite();
  await runMigrations(database);
  const emptyDump = join(dir, 'empty.tar.gz');
  writeFileSync(
    emptyDump,
    Buffer.from(await (await database.pglite.dumpDataDir('gzip')).arrayBuffer()),
  );
  await seedDatabase(database.db, { products: TEST_PRODUCTS, seed: TEST_SEED });
  const seededDump = join(dir, 'seeded.tar.gz');
  writeFileSync(
    seededDump,
    Buffer.from(await (await database.pglite.dumpDataDir('gzip')).arrayBuffer()),
  );
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', emptyDump, seededDump });
  return () => rmSync(dir, { recursive: true, force: true });
}
