import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Env } from '../env';
import type { Database, Db } from './client';
import * as schema from './schema';
import { cachingClient, createStatementCache } from './statement-cache';

export interface PgliteOptions {
  /** A directory on disk, or `memory://` (the default) for a throw-away database. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests start every database from one). */
  loadDataDir?: Blob | File;
  /** A compiled pglite.wasm and its pglite.data, so that many databases skip loading them (tests). */
  runtime?: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };
}

export async function openPglite(
  options: PgliteOptions = {},
): Promise<Database & { pglite: PGlite }> {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...options.runtime,
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    close: () => pglite.close(),
    // One process, one connection: the channel brings this instance the notices its own
    // statements send at commit (stock moves, cache-invalidation.ts). It is never lost.
    listen: async (channel, onMessage) => {
      const stop = await pglite.listen(channel, onMessage);
      return () => stop();
    },
  };
}

export function openPostgres(url: string, max = 10): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    Client: cachingClient(createStatementCache()),
  });
  // An idle connection the server closes (restart, failover, a dropped database) is an event
  // of the pool, not a crash of the process: the pool opens a new one on the next query.
  pool.on('error', (error) => {
    console.error('PostgreSQL closed an idle connection:', error.message);
  });
  // The pool listens only while a connection is idle. One closed while checked out (between
  // two statements of a transaction) has its error emitted with no listener, which would end
  // the process; its next query fails instead, and the pool drops it when it is released.
  const inUse = (error: Error) => {
    console.error('PostgreSQL closed a connection in use:', error.message);
  };
  pool.on('acquire', (client) => client.on('error', inUse));
  pool.on('release', (_error, client) => client.off('error', inUse));
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    close: () => pool.end(),
    listen: (channel, onMessage, onGap) => listenPostgres(url, channel, onMessage, onGap),
  };
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own, outside the pool (a pooled one would be taken for good).
 * A lost connection is opened again after a second, and `onGap` is told.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    // Only a connection that was listening is reopened here; a failed opening throws below.
    next.on('error', (error) => {
      if (client !== next) return;
      console.error(`PostgreSQL closed the ${channel} listener:`, error.message);
      client = null;
      void next.end().catch(() => undefined);
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(onGap, (error: unknown) => {
        console.error(`Unable to listen on ${channel}:`, (error as Error).message);
        schedule();
      });
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
    client = null;
  };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite with its data under DATA_DIR. */
export async function openDatabase(env: Pick<Env, 'databaseUrl' | 'pgliteDir'>): Promise<Database> {
  if (env.databaseUrl) return openPostgres(env.databaseUrl);
  return openPglite({ dataDir: env.pgliteDir });
}
