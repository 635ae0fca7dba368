import { sql } from 'drizzle-orm';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsFolder } from '../paths';
import type { Database } from './client';
import type * as schema from './schema';

/** Applies the drizzle-kit migrations of apps/api/drizzle; the same SQL on both drivers. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<typeof schema>, config);
  } else {
    await migrateNodePostgres(database.db as unknown as NodePgDatabase<typeof schema>, config);
  }
}

/** Drops every table and the migration journal (`reset`); run runMigrations afterwards. */
export async function dropAll(database: Database): Promise<void> {
  await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await database.db.execute(sql`CREATE SCHEMA public`);
}
