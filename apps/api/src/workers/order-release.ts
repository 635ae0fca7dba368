import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { releaseExpiredOrders } from '../services/orders/release-expired';
import {
  describeError,
  registerWorker,
  startPollingWorker,
  type PollingWorker,
  type WorkerLog,
} from './polling-worker';

/**
 * Cancels unpaid orders past their stock hold every `intervalMs` (ORDER_RELEASE_INTERVAL_MS)
 * and gives their stock back. Logs counts only.
 */
export function startOrderReleaseWorker(
  context: Pick<AppContext, 'db'>,
  intervalMs: number,
  log: WorkerLog,
  batchSize = 20,
): PollingWorker {
  return startPollingWorker({
    intervalMs,
    async runBatch() {
      const cancelled = await releaseExpiredOrders(context.db, new Date(), batchSize);
      if (cancelled) log.info({ cancelled }, 'orders: unpaid orders cancelled, stock given back');
      return cancelled === batchSize ? 'more' : 'done';
    },
    onError: (error) =>
      log.warn(describeError(error), 'orders: release round failed, orders stay held'),
  });
}

export function registerOrderRelease(app: FastifyInstance, context: AppContext): void {
  registerWorker(app, () =>
    startOrderReleaseWorker(context, context.env.orders.releaseIntervalMs, app.log),
  );
}
