import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { describeError } from '../indexer/sync-worker';
import { dispatchProductAlerts } from '../services/shopper/dispatch-alerts';

export interface AlertWorker {
  /** Waits for the round under way, then stops. */
  stop(): Promise<void>;
}

/**
 * Sends due stock alerts every `intervalMs` (PRODUCT_ALERT_INTERVAL_MS); a full batch is
 * followed by the next one at once. Logs counts only, never addresses.
 */
export function startAlertWorker(
  context: Pick<AppContext, 'db' | 'stores'>,
  intervalMs: number,
  log: Pick<FastifyInstance['log'], 'info' | 'warn'>,
  batchSize = 100,
): AlertWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const round = async () => {
    try {
      let sent = 0;
      do {
        sent = await dispatchProductAlerts(context.db, context.stores, batchSize);
        if (sent) log.info({ sent }, 'product alerts: back-in-stock e-mails queued');
      } while (!stopped && sent === batchSize);
    } catch (error) {
      log.warn(describeError(error), 'product alerts: round failed, alerts stay due');
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
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

/** Starts the worker when the app is ready and stops it before the app closes. */
export function registerAlertWorker(app: FastifyInstance, context: AppContext): void {
  let worker: AlertWorker | undefined;
  app.addHook('onReady', async () => {
    worker = startAlertWorker(context, context.env.productAlertIntervalMs, app.log);
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
}
