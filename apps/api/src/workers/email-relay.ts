import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { describeError } from '../indexer/sync-worker';
import { relayOutbox } from '../services/email/relay';
import { smtpTransport, type MailTransport } from '../services/email/smtp-transport';

export interface EmailRelay {
  /** Waits for the round under way, then stops. */
  stop(): Promise<void>;
}

interface RelayOptions {
  transport: MailTransport;
  from: string;
  intervalMs: number;
  batchSize?: number;
}

/**
 * Delivers the outbox every `intervalMs` (EMAIL_RELAY_INTERVAL_MS): a full batch is followed by
 * the next at once; while the SMTP server fails every e-mail the wait doubles up to a minute.
 * Logs counts only, never addresses.
 */
export function startEmailRelay(
  db: AppContext['db'],
  { transport, from, intervalMs, batchSize = 20 }: RelayOptions,
  log: Pick<FastifyInstance['log'], 'info' | 'warn'>,
): EmailRelay {
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const round = async () => {
    try {
      let result;
      do {
        result = await relayOutbox(db, transport, from, batchSize);
        if (result.sent) log.info({ sent: result.sent }, 'e-mail relay: delivered');
        if (result.failed) log.warn({ failed: result.failed }, 'e-mail relay: not delivered');
      } while (!stopped && result.sent + result.failed === batchSize && result.sent > 0);
      failures = result.failed > 0 && result.sent === 0 ? failures + 1 : 0;
    } catch (error) {
      failures += 1;
      log.warn(describeError(error), 'e-mail relay: round failed, the e-mails stay queued');
    }
    const delay = Math.min(intervalMs * 2 ** failures, Math.max(intervalMs, 60_000));
    if (!stopped) timer = setTimeout(tick, delay);
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
      transport.close();
    },
  };
}

/** With SMTP_URL set, starts the relay when the app is ready and stops it before it closes. */
export function registerEmailRelay(app: FastifyInstance, context: AppContext): void {
  const { smtpUrl, from, relayIntervalMs } = context.env.mail;
  if (!smtpUrl || relayIntervalMs === 0) return;
  let relay: EmailRelay | undefined;
  app.addHook('onReady', async () => {
    relay = startEmailRelay(
      context.db,
      { transport: smtpTransport(smtpUrl), from, intervalMs: relayIntervalMs },
      app.log,
    );
  });
  app.addHook('preClose', async () => {
    await relay?.stop();
  });
}
