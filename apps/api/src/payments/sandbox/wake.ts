import type { Db } from '../../db/client';

/**
 * An in-process "events are waiting" signal for the webhook sender (issue 30, item 9): a
 * payment settled on a hosted page is told to the shop at once instead of at the sender's next
 * poll (up to SANDBOX_WEBHOOK_INTERVAL_MS later, while the shopper watches "waiting for
 * confirmation"). Keyed on the database handle, so only the sender of the same database
 * wakes; other API processes still find the events with their poll.
 */

type Listener = () => void;
const listeners = new WeakMap<Db, Set<Listener>>();

/** Calls `listener` whenever events of this database were committed; returns the unsubscribe. */
export function onEventsRecorded(db: Db, listener: Listener): () => void {
  const set = listeners.get(db) ?? new Set<Listener>();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** Says that events may be waiting: call it after the transaction that wrote them committed. */
export function eventsRecorded(db: Db): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
