import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createSearchClient } from './client';
import { startSearchSync, type SearchSyncWorker } from './sync-worker';

/** Starts the outbox worker when the app is ready and stops it before the app closes. */
export function registerSearchSync(app: FastifyInstance, context: AppContext): void {
  let worker: SearchSyncWorker | undefined;
  app.addHook('onReady', async () => {
    worker = startSearchSync(context.db, createSearchClient(context.env), context.stores, {
      intervalMs: context.env.searchSyncIntervalMs,
      log: app.log,
    });
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
}
