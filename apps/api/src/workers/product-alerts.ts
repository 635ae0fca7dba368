import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { dispatchProductAlerts } from '../services/shopper/dispatch-alerts';
import {
  describeError,
  registerWorker,
  startPollingWorker,
  type PollingWorker,
  type WorkerLog,
} from './polling-worker';

/**
 * Sends due stock alerts every `intervalMs` (PRODUCT_ALERT_INTERVAL_MS). Logs counts only,
 * never addresses.
 */
export function startAlertWorker(
  context: Pick<AppContext, 'db' | 'stores'>,
  intervalMs: number,
  log: WorkerLog,
  batchSize = 100,
): PollingWorker {
  return startPollingWorker({
    intervalMs,
    async runBatch() {
      const sent = await dispatchProductAlerts(context.db, context.stores, batchSize);
      if (sent) log.info({ sent }, 'product alerts: back-in-stock e-mails queued');
      return sent === batchSize ? 'more' : 'done';
    },
    onError: (error) =>
      log.warn(describeError(error), 'product alerts: round failed, alerts stay due'),
  });
}

export function registerAlertWorker(app: FastifyInstance, context: AppContext): void {
  registerWorker(app, () => startAlertWorker(context, context.env.productAlertIntervalMs, app.log));
}
