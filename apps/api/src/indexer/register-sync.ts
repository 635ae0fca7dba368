import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerWorker } from '../workers/polling-worker';
import { createSearchClient } from './client';
import { startSearchSync } from './sync-worker';

export function registerSearchSync(app: FastifyInstance, context: AppContext): void {
  registerWorker(app, () =>
    startSearchSync(context.db, createSearchClient(context.env), context.stores, {
      intervalMs: context.env.searchSyncIntervalMs,
      log: app.log,
    }),
  );
}
