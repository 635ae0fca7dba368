import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { storefrontRevalidation } from '../infra/storefront-revalidation';
import { registerWorker } from '../workers/polling-worker';
import { createSearchClient } from './client';
import { startSearchSync } from './sync-worker';

export function registerSearchSync(app: FastifyInstance, context: AppContext): void {
  const revalidateStorefront = storefrontRevalidation(context.env.storefront, app.log);
  // Its calls are timed into the API's metrics (shop_api_search_request_duration_seconds).
  const requester = context.metrics.searchRequester();
  registerWorker(app, () =>
    startSearchSync(context.db, createSearchClient(context.env, { requester }), context.stores, {
      intervalMs: context.env.searchSyncIntervalMs,
      log: app.log,
      // Listings read the index: the storefront's cached answers are stale (the API's are not).
      onPushed: () => revalidateStorefront('products'),
    }),
  );
}
