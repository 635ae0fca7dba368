import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { runMigrations } from '../src/db/migrate';
import { openPostgres } from '../src/db/open';
import * as t from '../src/db/schema';
import { seedDatabase } from '../src/seed/run';

export const BENCH_PRODUCTS = 200_000;

/** The admin URL's server with its database renamed. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * `shop_bench` migrated and seeded with 200,000 products (seed 42). Seeding is skipped when
 * the database already holds exactly that catalogue, unless `reseed`. Returns the seed time.
 */
export async function prepareBenchDatabase(
  adminUrl: string,
  name: string,
  reseed: boolean,
): Promise<{ url: string; seedMs: number | null }> {
  await ensureDatabase(adminUrl, name);
  const url = databaseUrl(adminUrl, name);
  const database = openPostgres(url, 2);
  try {
    await runMigrations(database);
    const [row] = await database.db.select({ value: count() }).from(t.products);
    const [stores] = await database.db.select({ value: count() }).from(t.stores);
    if (!reseed && row?.value === BENCH_PRODUCTS && stores?.value) return { url, seedMs: null };
    const result = await seedDatabase(database.db, { products: BENCH_PRODUCTS, seed: 42 });
    // The seed writes gigabytes: without a checkpoint (and vacuumed visibility maps) the first
    // runs measure PostgreSQL flushing them, about a quarter fewer orders per second.
    await database.db.execute(sql`VACUUM ANALYZE`);
    await database.db.execute(sql`CHECKPOINT`);
    return { url, seedMs: result.ms };
  } finally {
    await database.close();
  }
}
