import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/open';
import { suiteName } from './support/databases';
import { createDatabase, dropDatabase, pgTestUrl, testDatabaseName } from './support/postgres';

// PostgreSQL only: PGlite has no server to close connections.
describe.runIf(suiteName() === 'postgres')('PostgreSQL pool', () => {
  it('survives the server closing an idle connection, and queries again', async () => {
    const admin = pgTestUrl();
    const name = testDatabaseName('_pool');
    const database = openPostgres(await createDatabase(admin, name), 2);
    try {
      await database.pool.query('SELECT 1');
      const control = new pg.Client({ connectionString: admin });
      await control.connect();
      await control.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await control.end();
      // Without the pool's error listener the idle client's error would end the process here.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { rows } = await database.pool.query<{ one: number }>('SELECT 1 AS one');
      expect(rows[0]?.one).toBe(1);
    } finally {
      await database.close();
      await dropDatabase(admin, name);
    }
  });
});
