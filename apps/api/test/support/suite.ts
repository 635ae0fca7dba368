import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { openSeededDatabase } from './databases';
import { http } from './http';
import { startServer, type TestServer } from './server';

/**
 * The HTTP suite set-up every API test file shares: a seeded database and an API server on it,
 * opened before the file's tests and closed after them.
 */
export function seededApi() {
  let database: Database | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    database = await openSeededDatabase();
    server = await startServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('The API suite is used before beforeAll started it');
    return value;
  };
  return {
    api: http({ url: (path: string) => started(server).url(path) }),
    database: () => started(database),
    server: () => started(server),
  };
}
