import { and, asc, eq, inArray, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { sandboxEvents } from '../../db/schema';
import { signatureHeader } from './signature';

/**
 * Delivers the sandbox's webhook events. A round claims due events for a while (a lease in
 * next_attempt_at, SKIP LOCKED for the other API processes) and posts them outside any
 * transaction: the receiver is usually this very API, whose handler needs the database (and
 * PGlite has one connection). A 2xx marks the event delivered; anything else, or no answer,
 * puts it back with a longer wait, until the attempts run out. An event waits for the earlier
 * events of its payment, so a refund never arrives before the payment it refunds.
 */

export const MAX_DELIVERY_ATTEMPTS = 12;
/** How long a claimed event stays with the round that claimed it. */
const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;
const MAX_RETRY_DELAY_MS = 3_600_000;
const ERROR_LENGTH = 300;

/** After `attempts` failed tries: base, 2 × base, 4 × base... up to an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(Math.max(baseMs, 1) * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS);
}

export interface DeliveryOptions {
  url: string;
  secret: string;
  /** The first retry's wait; doubles with each failure. */
  retryBaseMs: number;
  batchSize?: number;
  fetch?: typeof fetch;
}

export interface DeliveryResult {
  delivered: number;
  failed: number;
}

const later = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

async function claimDue(db: Db, batchSize: number) {
  const earlier = alias(sandboxEvents, 'earlier');
  const due = db
    .select({ id: sandboxEvents.id })
    .from(sandboxEvents)
    .where(
      and(
        isNull(sandboxEvents.deliveredAt),
        lt(sandboxEvents.attempts, MAX_DELIVERY_ATTEMPTS),
        lte(sandboxEvents.nextAttemptAt, sql`now()`),
        notExists(
          db
            .select({ id: earlier.id })
            .from(earlier)
            .where(
              and(
                eq(earlier.paymentId, sandboxEvents.paymentId),
                isNull(earlier.deliveredAt),
                lt(earlier.attempts, MAX_DELIVERY_ATTEMPTS),
                lt(earlier.createdAt, sandboxEvents.createdAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(sandboxEvents.createdAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(sandboxEvents)
    .set({ attempts: sql`${sandboxEvents.attempts} + 1`, nextAttemptAt: later(LEASE_MS) })
    .where(inArray(sandboxEvents.id, due))
    .returning({
      id: sandboxEvents.id,
      body: sandboxEvents.body,
      attempts: sandboxEvents.attempts,
    });
}

/** Posts one event, signed at sending time; the error when it did not get a 2xx. */
async function post(options: DeliveryOptions, body: string): Promise<string | null> {
  const send = options.fetch ?? fetch;
  try {
    const response = await send(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signatureHeader(options.secret, body, Math.floor(Date.now() / 1000)),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
      0,
      ERROR_LENGTH,
    );
  }
}

export async function deliverDueEvents(db: Db, options: DeliveryOptions): Promise<DeliveryResult> {
  const claimed = await claimDue(db, options.batchSize ?? 20);
  let delivered = 0;
  for (const event of claimed) {
    const error = await post(options, event.body);
    if (error === null) delivered += 1;
    await db
      .update(sandboxEvents)
      .set(
        error === null
          ? { deliveredAt: new Date(), lastError: null }
          : {
              lastError: error,
              nextAttemptAt: later(retryDelayMs(event.attempts, options.retryBaseMs)),
            },
      )
      .where(eq(sandboxEvents.id, event.id));
  }
  return { delivered, failed: claimed.length - delivered };
}
