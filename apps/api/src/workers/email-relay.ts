import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { relayOutbox } from '../services/email/relay';
import { smtpTransport, type MailTransport } from '../services/email/smtp-transport';
import {
  describeError,
  registerWorker,
  startPollingWorker,
  type PollingWorker,
  type WorkerLog,
} from './polling-worker';

interface RelayOptions {
  transport: MailTransport;
  from: string;
  intervalMs: number;
  batchSize?: number;
}

/**
 * Delivers the outbox every `intervalMs` (EMAIL_RELAY_INTERVAL_MS); while the SMTP server
 * refuses every e-mail the wait grows. Logs counts only, never addresses.
 */
export function startEmailRelay(
  db: AppContext['db'],
  { transport, from, intervalMs, batchSize = 20 }: RelayOptions,
  log: WorkerLog,
): PollingWorker {
  return startPollingWorker({
    intervalMs,
    async runBatch() {
      const { sent, failed } = await relayOutbox(db, transport, from, batchSize);
      if (sent) log.info({ sent }, 'e-mail relay: delivered');
      if (failed) log.warn({ failed }, 'e-mail relay: not delivered');
      if (sent === 0) return failed > 0 ? 'failed' : 'done';
      return sent + failed === batchSize ? 'more' : 'done';
    },
    onError: (error) =>
      log.warn(describeError(error), 'e-mail relay: round failed, the e-mails stay queued'),
    onStop: () => transport.close(),
  });
}

/** With SMTP_URL set, relays the outbox while the app runs. */
export function registerEmailRelay(app: FastifyInstance, context: AppContext): void {
  const { smtpUrl, from, relayIntervalMs } = context.env.mail;
  if (!smtpUrl || relayIntervalMs === 0) return;
  registerWorker(app, () =>
    startEmailRelay(
      context.db,
      { transport: smtpTransport(smtpUrl), from, intervalMs: relayIntervalMs },
      app.log,
    ),
  );
}
