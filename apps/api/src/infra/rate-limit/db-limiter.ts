import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Counter, Limiter } from './limiter';

// Dead windows are deleted by one statement every this many hits of a process.
const SWEEP_EVERY = 500;

interface Row {
  count: number | string;
  reset_ms: number | string;
}

const counter = (row: Row | undefined): Counter =>
  row ? { count: Number(row.count), resetMs: Math.max(0, Number(row.reset_ms)) } : EMPTY;
const EMPTY: Counter = { count: 0, resetMs: 0 };
const RESET_MS = sql`greatest(0, ceil(extract(epoch from (ends_at - clock_timestamp())) * 1000))`;

/**
 * The windows in the database (rate_limit_windows), for when no Redis is configured: each hit
 * is one INSERT ... ON CONFLICT DO UPDATE ... RETURNING, atomic on PGlite and PostgreSQL alike,
 * so several processes share the counts and concurrent hits get distinct numbers.
 */
export function createDbLimiter(db: Db): Limiter {
  let hits = 0;
  const sweep = async () => {
    await db.execute(sql`delete from rate_limit_windows where ends_at <= clock_timestamp()`);
  };
  return {
    async hit(key, windowMs) {
      hits += 1;
      if (hits % SWEEP_EVERY === 0) await sweep();
      const result = await db.execute(sql`
        insert into rate_limit_windows as w (key, count, ends_at)
        values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when w.ends_at <= clock_timestamp() then 1 else w.count + 1 end,
          ends_at = case when w.ends_at <= clock_timestamp() then excluded.ends_at else w.ends_at end
        returning count, ${RESET_MS} as reset_ms`);
      return counter(rowsOf<Row>(result)[0]);
    },
    async peek(key) {
      const result = await db.execute(sql`
        select count, ${RESET_MS} as reset_ms from rate_limit_windows
        where key = ${key} and ends_at > clock_timestamp()`);
      return counter(rowsOf<Row>(result)[0]);
    },
    async release(key) {
      await db.execute(sql`
        update rate_limit_windows set count = count - 1
        where key = ${key} and count > 0 and ends_at > clock_timestamp()`);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limit_windows where key = ${key}`);
    },
    async close() {},
  };
}
