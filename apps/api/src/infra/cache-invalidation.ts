import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { forgetHere, type AppCaches, type CacheScope } from './ttl-cache';

// Every API instance keeps answers in process; a back-office write on one of them must reach
// the others, or they would answer the old product for up to its 2700 s. The writer forgets at
// once and sends `NOTIFY shop_api_caches, '<instance> <scope>'`; the others forget on receipt.
// A listener that lost its connection forgets everything, as it may have missed some.

/** The PostgreSQL channel on which API instances tell each other what a write made stale. */
export const CACHE_CHANNEL = 'shop_api_caches';

const SCOPES: readonly CacheScope[] = ['products', 'settings'];
const isScope = (value: string): value is CacheScope => SCOPES.includes(value as CacheScope);

/**
 * This process's side of the channel: `broadcast` for `createCaches`, then `listen` with the
 * caches it made, which resolves to the function that stops listening.
 */
export function cacheInvalidation(db: Db, listen: NonNullable<Database['listen']>) {
  const instance = randomUUID();
  return {
    broadcast: async (scope: CacheScope) => {
      await db.execute(sql`SELECT pg_notify(${CACHE_CHANNEL}, ${`${instance} ${scope}`})`);
    },
    listen: (caches: AppCaches) =>
      listen(
        CACHE_CHANNEL,
        (payload) => {
          const [from, scope = ''] = payload.split(' ');
          if (from !== instance && isScope(scope)) forgetHere(caches, scope);
        },
        () => SCOPES.forEach((scope) => forgetHere(caches, scope)),
      ),
  };
}
