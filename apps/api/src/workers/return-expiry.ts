import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { expireReturns } from '../services/returns/expire-returns';
import {
  describeError,
  registerWorker,
  startPollingWorker,
  type PollingWorker,
  type WorkerLog,
} from './polling-worker';

/**
 * Expires returns whose parcel never came before their deadline, with their e-mails, every
 * `intervalMs` (the order release job's ORDER_RELEASE_INTERVAL_MS: the same kind of clean-up).
 */
export function startReturnExpiryWorker(
  context: Pick<AppContext, 'db' | 'stores'>,
  intervalMs: number,
  log: WorkerLog,
  batchSize = 20,
): PollingWorker {
  return startPollingWorker({
    intervalMs,
    async runBatch() {
      const expired = await expireReturns(context.db, context.stores, new Date(), batchSize);
      if (expired) log.info({ expired }, 'returns: returns past their deadline expired');
      return expired === batchSize ? 'more' : 'done';
    },
    onError: (error) => log.warn(describeError(error), 'returns: expiry round failed'),
  });
}

export function registerReturnExpiry(app: FastifyInstance, context: AppContext): void {
  registerWorker(app, () =>
    startReturnExpiryWorker(context, context.env.orders.releaseIntervalMs, app.log),
  );
}
