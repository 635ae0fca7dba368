import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { openPglite, openPostgres } from '../../src/db/open';
import { createDatabase, dropDatabase, testDatabaseName } from './postgres';
import './provided';

const fromDump = async (path: string) =>
  openPglite({ loadDataDir: new Blob([await readFile(path)]) });

/** The suite's database, migrated and seeded (TEST_SEED, TEST_PRODUCTS). Do not write to it. */
export async function openSeededDatabase(): Promise<Database> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') return fromDump(info.seededDump);
  return openPostgres(info.seededUrl, 4);
}

/**
 * A database of its own, migrated and empty, gone after close(). `connections`: the
 * PostgreSQL pool's size (concurrency tests need more than the default two).
 */
export async function openFreshDatabase({ connections = 2 } = {}): Promise<Database> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') return fromDump(info.emptyDump);
  const name = testDatabaseName('_fresh');
  const database = openPostgres(await createDatabase(info.adminUrl, name), connections);
  await runMigrations(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(info.adminUrl, name);
    },
  };
}

export const suiteName = () => inject('testDatabase').kind;
