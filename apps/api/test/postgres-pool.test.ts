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

  it('survives the server closing a connection checked out between two statements', async () => {
    const admin = pgTestUrl();
    const name = testDatabaseName('_pool_busy');
    const database = openPostgres(await createDatabase(admin, name), 2);
    try {
      const busy = await database.pool.connect();
      await busy.query('BEGIN');
      const { rows: backend } = await busy.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const control = new pg.Client({ connectionString: admin });
      await control.connect();
      await control.query('SELECT pg_terminate_backend($1)', [backend[0]!.pid]);
      await control.end();
      // Checked out, the client has no listener of the pool's: its error ended the process here.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(busy.query('SELECT 1')).rejects.toThrow();
      busy.release(true);
      const { rows } = await database.pool.query<{ one: number }>('SELECT 1 AS one');
      expect(rows[0]?.one).toBe(1);
    } finally {
      await database.close();
      await dropDatabase(admin, name);
    }
  });
});
