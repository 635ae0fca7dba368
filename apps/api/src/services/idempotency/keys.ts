import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { idempotencyKeys } from '../../db/schema';

/** A key in flight for longer than this was left by a process that died. */
export const IN_FLIGHT_STALE_MS = 60_000;

export type Reservation =
  /** The key is ours: do the work, then `completeKey` (or `abandonKey` on a crash). */
  | { kind: 'reserved'; id: number }
  /** The first request with this key and body was answered: answer the same. */
  | { kind: 'replay'; status: number; body: unknown }
  /** The first request is still being worked on. */
  | { kind: 'in_flight' }
  /** The key was used with another body. */
  | { kind: 'mismatch' }
  /** Its first request died after making `resourceId` (an order, a return): answer it. */
  | { kind: 'orphan'; id: number; resourceId: number };

/** Keys sorted at every level: the same request hashes the same whatever its key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonical(item)]),
    );
  return value;
}

/**
 * What makes two requests the same: the operation (a key is one request, so one used for an
 * order and then a return is refused as another body) and its parsed input (with the store
 * where it matters).
 */
export function requestHash(operation: string, input: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ operation, input })))
    .digest('base64url');
}

/**
 * The rows a keyed request makes keep its key's id (`idempotency_key_id`, unique): a retry
 * after a crash finds what the first request left, and such a key is never freed.
 */
const madeWith = (id: number) => sql`COALESCE(
  (SELECT o."id" FROM "orders" o WHERE o."idempotency_key_id" = ${id}),
  (SELECT r."id" FROM "return_orders" r WHERE r."idempotency_key_id" = ${id}))`;

/**
 * Reserves the key in its own short transaction (the unique (customer, key) index decides
 * between concurrent requests), or says what the earlier request with this key became.
 */
export async function reserveKey(
  db: Db,
  customerId: number,
  key: string,
  hash: string,
  now = new Date(),
): Promise<Reservation> {
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ customerId, key, requestHash: hash, status: 'in_flight' })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { kind: 'reserved', id: inserted.id };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
  // Deleted between the two statements (its request failed): the caller may simply retry.
  if (!row) return { kind: 'in_flight' };
  if (row.requestHash !== hash) return { kind: 'mismatch' };
  if (row.status === 'done')
    return { kind: 'replay', status: row.responseStatus!, body: row.response };
  if (now.getTime() - row.updatedAt.getTime() < IN_FLIGHT_STALE_MS) return { kind: 'in_flight' };
  return takeOver(db, row.id, now);
}

/** A stale reservation: the first request to refresh it takes it over. */
async function takeOver(db: Db, id: number, now: Date): Promise<Reservation> {
  const cutoff = new Date(now.getTime() - IN_FLIGHT_STALE_MS).toISOString();
  const result = await db.execute(sql`
    UPDATE ${idempotencyKeys} SET "updated_at" = now()
    WHERE "id" = ${id} AND "status" = 'in_flight' AND "updated_at" < ${cutoff}::timestamptz
    RETURNING ${madeWith(id)} AS "resource_id"`);
  const [row] = rowsOf<{ resource_id: number | null }>(result);
  if (!row) return { kind: 'in_flight' };
  return row.resource_id === null
    ? { kind: 'reserved', id }
    : { kind: 'orphan', id, resourceId: row.resource_id };
}

/** Keeps the answer for the retries. */
export async function completeKey(db: Db, id: number, status: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: status, response: body, updatedAt: new Date() })
    .where(eq(idempotencyKeys.id, id));
}

/**
 * The request failed before any answer worth keeping: the key may be used again, unless it
 * made something (then it stays in flight until a retry takes it over and answers that).
 */
export async function abandonKey(db: Db, id: number) {
  await db.execute(sql`
    DELETE FROM ${idempotencyKeys} WHERE "id" = ${id} AND ${madeWith(id)} IS NULL`);
}
