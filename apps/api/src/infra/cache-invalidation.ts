import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { forgetHere, forgetProductsHere, type AppCaches, type CacheScope } from './ttl-cache';

// Every API instance keeps answers in process; a back-office write on one of them must reach
// the others, or they would answer the old product for up to its 2700 s. The writer forgets at
// once and sends `NOTIFY shop_api_caches, '<instance> <scope>'`; the others forget on receipt.
// A listener that lost its connection forgets everything, as it may have missed some.
// Stock moves (orders, cancellations, releases, returns) are announced by the statement that
// moves the stock (`stockNotice`), delivered at its commit: every instance, the writer's
// included, drops those products and tells the storefront (issue 30, item 6).

/** The PostgreSQL channel on which API instances tell each other what a write made stale. */
export const CACHE_CHANNEL = 'shop_api_caches';

const SCOPES: readonly CacheScope[] = ['products', 'settings'];
const isScope = (value: string): value is CacheScope => SCOPES.includes(value as CacheScope);

/** The sender of stock notices: no instance's id, so every instance acts on them. */
const STOCK_SENDER = 'stock';

/**
 * A SELECT that announces the distinct product ids of `column` over `rows` (a CTE of the
 * statement that moved stock) as `stock <id>,<id>…`; no notice when no row moved. Being part
 * of the writing transaction, it is delivered on commit only.
 */
export function stockNotice(column: SQL, rows: SQL): SQL {
  return sql`SELECT pg_notify(${CACHE_CHANNEL}, ${`${STOCK_SENDER} `} || string_agg(DISTINCT ${column}::text, ','))
    FROM ${rows} HAVING count(*) > 0`;
}

/** The product ids of a stock notice's payload part; empty when it is not one. */
function stockIds(text: string): number[] {
  return text
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * This process's side of the channel: `broadcast` for `createCaches`, then `listen` with the
 * caches it made, which resolves to the function that stops listening. `onStock` runs after a
 * stock notice dropped its products here (the storefront is told then).
 */
export function cacheInvalidation(db: Db, listen: NonNullable<Database['listen']>) {
  const instance = randomUUID();
  return {
    broadcast: async (scope: CacheScope) => {
      await db.execute(sql`SELECT pg_notify(${CACHE_CHANNEL}, ${`${instance} ${scope}`})`);
    },
    listen: (caches: AppCaches, onStock: () => void = () => undefined) =>
      listen(
        CACHE_CHANNEL,
        (payload) => {
          const [from, scope = ''] = payload.split(' ');
          if (from === STOCK_SENDER) {
            forgetProductsHere(caches, stockIds(scope));
            onStock();
          } else if (from !== instance && isScope(scope)) forgetHere(caches, scope);
        },
        () => {
          SCOPES.forEach((scope) => forgetHere(caches, scope));
          onStock();
        },
      ),
  };
}
