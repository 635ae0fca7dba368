import type { TestProject } from 'vitest/node';
import { runMigrations } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/open';
import { seedDatabase } from '../../src/seed/run';
import { createDatabase, dropDatabase, pgTestUrl, testDatabaseName } from './postgres';
import { TEST_PRODUCTS, TEST_SEED } from './provided';

/** One database `shop_test_<random>` per run on PG_TEST_URL's server, dropped at the end. */
export default async function setup(project: TestProject) {
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
  project.provide('testDatabase', { kind: 'postgres', adminUrl, seededUrl });
  return () => dropDatabase(adminUrl, name);
}
