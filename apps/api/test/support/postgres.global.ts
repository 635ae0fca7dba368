import type { TestProject } from 'vitest/node';
import { runMigrations } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/open';
import { seedDatabase } from '../../src/seed/run';
import { createDatabase, dropDatabase, pgTestUrl, testDatabaseName } from './postgres';
import { TEST_PRODUCTS, TEST_SEED } from './provided';
import { sharedByProjects } from './shared-setup';

/**
 * One database `shop_test_<random>` per run on PG_TEST_URL's server, dropped at the end; the
 * suite's projects (postgres, postgres-isolated) share it.
 */
async function buildDatabase() {
  const adminUrl = pgTestUrl();
  const name = testDatabaseName();
  const seededUrl = await createDatabase(adminUrl, name);
  const database = openPostgres(seededUrl, 2);
  try {
    await runMigrations(database);
    await seedDatabase(database.db, { products: TEST_PRODUCTS, seed: TEST_SEED });
  } finally {
    await database.close();
  }
  return {
    info: { kind: 'postgres' as const, adminUrl, seededUrl },
    teardown: () => dropDatabase(adminUrl, name),
  };
}

export default async function setup(project: TestProject) {
  const { info, release } = await sharedByProjects('postgres', buildDatabase);
  project.provide('testDatabase', info);
  return release;
}
