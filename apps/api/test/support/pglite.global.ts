import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../../src/db/migrate';
import { openPglite } from '../../src/db/open';
import { seedDatabase } from '../../src/seed/run';
import { TEST_PRODUCTS, TEST_SEED } from './provided';
import { sharedByProjects } from './shared-setup';

/**
 * A new PGlite costs seconds; a database started from a dump costs well under one. So build
 * one migrated database once per run, dump it empty and seeded, and let each test file start
 * its own database from a dump. The dumps are not compressed: unpacking a gzip dump took longer
 * than reading the 60 MB tarball. The suite's projects (pglite, pglite-isolated) share them.
 */
async function buildDumps() {
  const dir = mkdtempSync(join(tmpdir(), 'api-pglite-'));
  const database = await openPglite();
  const dump = async (name: string) => {
    const path = join(dir, name);
    const tarball = await database.pglite.dumpDataDir('none');
    writeFileSync(path, Buffer.from(await tarball.arrayBuffer()));
    return path;
  };
  await runMigrations(database);
  const emptyDump = await dump('empty.tar');
  await seedDatabase(database.db, { products: TEST_PRODUCTS, seed: TEST_SEED });
  const seededDump = await dump('seeded.tar');
  await database.close();
  return {
    info: { kind: 'pglite' as const, emptyDump, seededDump },
    teardown: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export default async function setup(project: TestProject) {
  const { info, release } = await sharedByProjects('pglite', buildDumps);
  project.provide('testDatabase', info);
  return release;
}
