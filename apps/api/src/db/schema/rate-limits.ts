import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of the identity limits when no Redis is configured: one row per key,
 * counted by one INSERT ... ON CONFLICT statement, so every API process on the database shares
 * them and concurrent attempts cannot overtake the count. Rows past `ends_at` are dead.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_windows_ends_at').on(table.endsAt)],
);
