import type { Store } from '@shop/domain/stores';
import type { Db } from '../db/client';
import type { SearchClient } from './client';
import { syncSearch, type SyncOptions, type SyncRound } from './sync';

export interface SyncLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SearchSyncWorker {
  /** Waits for the round under way, then stops. */
  stop(): Promise<void>;
}

/**
 * The client's errors can carry the request that failed, headers and API key included: only
 * the name, message and status reach the log.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const status = (error as { status?: unknown }).status;
  return { error: error.name, message: error.message, ...(status ? { status } : {}) };
}

/**
 * Drains the search_sync outbox every `intervalMs`: a full batch is followed by the next one
 * at once; after a failed round (its rows stay queued) the wait doubles up to a minute.
 */
export function startSearchSync(
  db: Db,
  client: SearchClient,
  stores: Store[],
  { intervalMs, log, ...options }: SyncOptions & { intervalMs: number; log: SyncLog },
): SearchSyncWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let failures = 0;
  const batchSize = options.batchSize ?? 500;

  const round = async () => {
    let result: SyncRound | null = null;
    try {
      do {
        result = await syncSearch(db, client, stores, { ...options, batchSize });
        if (result) log.info(result, 'search sync: pushed queued catalogue changes');
      } while (!stopped && result && result.rows === batchSize);
      failures = 0;
    } catch (error) {
      failures += 1;
      log.warn(describeError(error), 'search sync failed; the changes stay queued');
    }
    // While search is down, wait longer between tries (up to a minute) instead of logging
    // a failure every interval.
    const delay = Math.min(intervalMs * 2 ** failures, Math.max(intervalMs, 60_000));
    if (!stopped) timer = setTimeout(tick, delay);
  };
  const tick = () => {
    running = round();
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
