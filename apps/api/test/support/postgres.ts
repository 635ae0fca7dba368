import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_PG_TEST_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export const pgTestUrl = () => process.env.PG_TEST_URL || DEFAULT_PG_TEST_URL;

/** The URL without its password, for messages. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const testDatabaseName = (suffix = '') =>
  `shop_test_${randomBytes(5).toString('hex')}${suffix}`;

async function withAdmin<T>(adminUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL test suite: cannot connect to ${describeUrl(adminUrl)} (${reason}). ` +
        'Start PostgreSQL, point PG_TEST_URL at a server with trust auth, or set SKIP_PG_TESTS=1 to skip this suite.',
    );
  }
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await withAdmin(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`),
  );
  return databaseUrl(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
  );
}
