import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import type { Database } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { openPglite, openPostgres } from '../../src/db/open';
import { createDatabase, dropDatabase, testDatabaseName } from './postgres';
import './provided';

/**
 * Kept for the worker's life (the database suites share one module graph per worker): the
 * dumps and PGlite's compiled runtime, so a database from a dump starts in about half the time.
 */
const kept = new Map<string, Promise<unknown>>();
const keep = <T>(key: string, load: () => Promise<T>): Promise<T> => {
  if (!kept.has(key)) kept.set(key, load());
  return kept.get(key) as Promise<T>;
};
// Node's WebAssembly global (the API's TypeScript libraries declare only its types).
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile: (bytes: Uint8Array) => Promise<WebAssembly.Module> };
  }
).WebAssembly;
const pgliteRuntime = () =>
  keep('runtime', async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const file = (name: string) => readFile(new URL(name, pathToFileURL(entry)));
    return {
      pgliteWasmModule: await wasm.compile(await file('./pglite.wasm')),
      fsBundle: new Blob([await file('./pglite.data')]),
    };
  });

const fromDump = async (path: string) =>
  openPglite({
    loadDataDir: await keep(path, async () => new Blob([await readFile(path)])),
    runtime: await pgliteRuntime(),
  });

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
