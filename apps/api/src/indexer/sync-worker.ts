import type { Store } from '@shop/domain/stores';
import type { Db } from '../db/client';
import {
  describeError,
  startPollingWorker,
  type PollingWorker,
  type WorkerLog,
} from '../workers/polling-worker';
import type { SearchClient } from './client';
import { syncSearch, type SyncOptions } from './sync';

/**
 * Drains the search_sync outbox every `intervalMs`; after a failed round its rows stay queued
 * and the wait grows.
 */
export function startSearchSync(
  db: Db,
  client: SearchClient,
  stores: Store[],
  {
    intervalMs,
    log,
    onPushed,
    ...options
  }: SyncOptions & {
    intervalMs: number;
    log: WorkerLog;
    /** After a round that changed the index: what read the old index is stale (issue 20). */
    onPushed?: () => Promise<void>;
  },
): PollingWorker {
  const batchSize = options.batchSize ?? 500;
  return startPollingWorker({
    intervalMs,
    async runBatch() {
      const result = await syncSearch(db, client, stores, { ...options, batchSize });
      if (!result) return 'done';
      log.info(result, 'search sync: pushed queued catalogue changes');
      await onPushed?.();
      return result.rows === batchSize ? 'more' : 'done';
    },
    onError: (error) =>
      log.warn(describeError(error), 'search sync failed; the changes stay queued'),
  });
}
