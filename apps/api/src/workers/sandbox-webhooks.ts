import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { deliverDueEvents, type DeliveryOptions } from '../payments/sandbox/delivery';
import { SANDBOX_WEBHOOK_PATH } from '../payments/sandbox/paths';
import { onEventsRecorded } from '../payments/sandbox/wake';
import {
  describeError,
  registerWorker,
  startPollingWorker,
  type PollingWorker,
  type WorkerLog,
} from './polling-worker';

interface WebhookWorkerOptions extends Omit<DeliveryOptions, 'url'> {
  /** Read at each round: the API's own address is known only once it listens. */
  url: () => string | null;
  intervalMs: number;
}

/**
 * Delivers the sandbox's webhook events as soon as this process settles a payment, and every
 * `intervalMs` (SANDBOX_WEBHOOK_INTERVAL_MS) for the rest; each event waits longer after each
 * failure (delivery.ts). Logs counts only, never bodies.
 */
export function startSandboxWebhooks(
  db: AppContext['db'],
  { url, intervalMs, ...options }: WebhookWorkerOptions,
  log: WorkerLog,
): PollingWorker {
  const batchSize = options.batchSize ?? 20;
  let unsubscribe = () => {};
  const worker = startPollingWorker({
    intervalMs,
    async runBatch() {
      const target = url();
      if (!target) return 'done';
      const { delivered, failed } = await deliverDueEvents(db, {
        ...options,
        batchSize,
        url: target,
      });
      if (delivered) log.info({ delivered }, 'sandbox webhooks: delivered');
      if (failed) log.warn({ failed }, 'sandbox webhooks: not delivered, will retry');
      if (delivered === 0) return failed > 0 ? 'failed' : 'done';
      return delivered + failed === batchSize ? 'more' : 'done';
    },
    onError: (error) =>
      log.warn(describeError(error), 'sandbox webhooks: round failed, the events stay queued'),
    onStop: () => unsubscribe(),
  });
  // A payment settled in this process is told at once (wake.ts); the poll finds the others'.
  unsubscribe = onEventsRecorded(db, () => worker.wake());
  return worker;
}

/** This API's own receiver, on the address it listens on (loopback for a wildcard). */
export function ownReceiver(app: Pick<FastifyInstance, 'server'>): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}${SANDBOX_WEBHOOK_PATH}`;
}

/** With the sandbox as provider, delivers its events while the app runs. */
export function registerSandboxWebhooks(app: FastifyInstance, context: AppContext): void {
  const { provider, sandbox } = context.env.payment;
  if (provider !== 'sandbox' || sandbox.webhookIntervalMs === 0) return;
  registerWorker(app, () =>
    startSandboxWebhooks(
      context.db,
      {
        url: () => sandbox.webhookUrl ?? ownReceiver(app),
        secret: sandbox.webhookSecret,
        intervalMs: sandbox.webhookIntervalMs,
        retryBaseMs: sandbox.webhookIntervalMs,
      },
      app.log,
    ),
  );
}
