import type { AddressInfo } from 'node:net';
import { asc } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { enqueueEmail } from '../src/services/email/outbox';
import { MAX_DELIVERY_ATTEMPTS, relayOutbox } from '../src/services/email/relay';
import { smtpTransport, type MailTransport } from '../src/services/email/smtp-transport';
import { startEmailRelay } from '../src/workers/email-relay';
import { openFreshDatabase } from './support/databases';

const FROM = 'Maison Rue <no-reply@maisonrue.test>';
const REFUSED = 'refused@example.fr';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on the loopback: it refuses one address with a 550, as servers do. */
function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: Received[]; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.server.address() as AddressInfo;
        resolve({
          url: `smtp://127.0.0.1:${port}`,
          received,
          close: () => new Promise((done) => server.close(() => done())),
        });
      });
    },
  );
}

const email = (to: string, subject: string) => ({
  to,
  kind: 'contact' as const,
  locale: 'fr',
  subject,
  text: `Bonjour,\n\n${subject}.`,
});

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let transport: MailTransport;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  database = await openFreshDatabase();
  transport = smtpTransport(smtp.url);
  smtp.received.length = 0;
});
afterEach(async () => {
  transport.close();
  await database.close();
});

const outbox = () => database.db.select().from(t.emailOutbox).orderBy(asc(t.emailOutbox.id));

describe('the SMTP relay of the outbox', () => {
  it('delivers each queued e-mail once, from the shop, and marks it sent', async () => {
    await enqueueEmail(database.db, email('lea@example.fr', 'Votre message'));
    await enqueueEmail(database.db, email('noe@example.fr', 'Votre alerte'));

    expect(await relayOutbox(database.db, transport, FROM)).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.map((mail) => [mail.from, mail.to])).toEqual([
      ['no-reply@maisonrue.test', ['lea@example.fr']],
      ['no-reply@maisonrue.test', ['noe@example.fr']],
    ]);
    expect(smtp.received[0]!.raw).toContain('Subject: Votre message');
    expect(smtp.received[0]!.raw).toContain('Votre message.');
    expect((await outbox()).every((row) => row.sentAt !== null)).toBe(true);

    expect(await relayOutbox(database.db, transport, FROM)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('keeps a refused e-mail with its error, delivers the others, and gives up after ten tries', async () => {
    await enqueueEmail(database.db, email(REFUSED, 'Refusé'));
    await enqueueEmail(database.db, email('lea@example.fr', 'Accepté'));

    expect(await relayOutbox(database.db, transport, FROM)).toEqual({ sent: 1, failed: 1 });
    const [refused, accepted] = await outbox();
    expect(refused).toMatchObject({ sentAt: null, attempts: 1 });
    expect(refused!.lastError).toMatch(/550/);
    expect(accepted!.sentAt).not.toBeNull();

    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1)
      expect(await relayOutbox(database.db, transport, FROM)).toEqual({ sent: 0, failed: 1 });
    expect(await relayOutbox(database.db, transport, FROM)).toEqual({ sent: 0, failed: 0 });
    expect((await outbox())[0]).toMatchObject({ sentAt: null, attempts: MAX_DELIVERY_ATTEMPTS });
  });

  it('never sends an e-mail twice when two relays run at once', async () => {
    for (let index = 0; index < 12; index += 1)
      await enqueueEmail(database.db, email(`client${index}@example.fr`, `Message ${index}`));
    const other = smtpTransport(smtp.url);
    try {
      const results = await Promise.all([
        relayOutbox(database.db, transport, FROM, 5),
        relayOutbox(database.db, other, FROM, 5),
        relayOutbox(database.db, transport, FROM, 5),
        relayOutbox(database.db, other, FROM, 5),
      ]);
      const sent = results.reduce((sum, result) => sum + result.sent, 0);
      expect(sent).toBe(12);
    } finally {
      other.close();
    }
    const recipients = smtp.received.flatMap((mail) => mail.to);
    expect(recipients).toHaveLength(12);
    expect(new Set(recipients).size).toBe(12);
  });

  it('runs by itself in the API process and stops cleanly', async () => {
    const warnings: unknown[] = [];
    const relay = startEmailRelay(
      database.db,
      { transport, from: FROM, intervalMs: 20 },
      { info: () => {}, warn: (...args: unknown[]) => warnings.push(args) },
    );
    await enqueueEmail(database.db, email('lea@example.fr', 'Par le relais'));
    for (let wait = 0; wait < 100 && smtp.received.length === 0; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await relay.stop();
    transport = smtpTransport(smtp.url);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['lea@example.fr']]);
    expect(warnings).toEqual([]);
  });
});
