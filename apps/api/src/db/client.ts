import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A drizzle database on either driver; services take this and never know which. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** What the metrics read of a connection pool (node-postgres's pg.Pool has these). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** PostgreSQL's connection pool; PGlite has none. */
  pool?: PoolStats;
  close(): Promise<void>;
  /**
   * PostgreSQL only (PGlite lives in one process): calls `onMessage` with each NOTIFY payload
   * of `channel`, and `onGap` when the listening connection was lost and opened again, since
   * messages of that time are gone. Resolves to the function that stops listening.
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
}
