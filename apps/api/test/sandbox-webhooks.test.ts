import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxEvents } from '../src/db/schema';
import { PaymentProviderError } from '../src/payments/errors';
import { WebhookSignatureError, type PaymentEvent } from '../src/payments/port';
import { SANDBOX_PAGES_BASE } from '../src/payments/sandbox/paths';
import { createSandboxProvider } from '../src/payments/sandbox/provider';
import { goodCard, paymentInput, postForm, sandboxApi } from './support/sandbox';

const SECRET = 'a-webhook-secret-of-the-tests-0123456789';

interface Delivery {
  headers: IncomingHttpHeaders;
  raw: Buffer;
  event: PaymentEvent;
}

/** A receiver of our own: checks and records every delivery, answers what the test says. */
const received: Delivery[] = [];
let answer: (event: PaymentEvent) => number = () => 200;
let receiver: Server;
beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      try {
        const event = suite.provider().parseWebhook(raw, request.headers);
        received.push({ headers: request.headers, raw, event });
        response.writeHead(answer(event)).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
});
afterAll(() => new Promise<void>((done) => receiver.close(() => done())));

const suite = sandboxApi(
  () => ({
    SANDBOX_WEBHOOK_SECRET: SECRET,
    SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
    SANDBOX_WEBHOOK_INTERVAL_MS: '40',
  }),
  { sandboxWebhooks: true },
);

const deliveriesOf = (paymentId: string) =>
  received.filter((delivery) => delivery.event.providerPaymentId === paymentId);

/** Polls `check` until it gives a value. */
async function until<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const storedEvents = (paymentId: string) =>
  suite.db().select().from(sandboxEvents).where(eq(sandboxEvents.paymentId, paymentId));

async function paidWith(number: string, amountCents = 4990) {
  const payment = await suite.provider().createPayment(paymentInput({ amountCents }));
  await postForm(suite.absolute(payment.redirectUrl!), goodCard(number));
  return payment.providerPaymentId;
}

describe('sandbox webhooks: delivery', () => {
  it('retries after a failing receiver and stops at its first 2xx, the same event each time', async () => {
    let failures = 2;
    answer = () => (failures-- > 0 ? 500 : 204);
    const paymentId = await paidWith('4242424242424242');
    const deliveries = await until(() =>
      deliveriesOf(paymentId).length >= 3 ? deliveriesOf(paymentId) : undefined,
    );
    expect(deliveries.map((delivery) => delivery.event)).toEqual(
      Array(3).fill({
        id: expect.stringMatching(/^evt_/),
        type: 'payment.succeeded',
        providerPaymentId: paymentId,
        errorCode: null,
        amountCents: 4990,
      }),
    );
    // One id for every delivery: the receiver drops the replays by it.
    expect(new Set(deliveries.map((delivery) => delivery.event.id)).size).toBe(1);
    for (const delivery of deliveries) {
      expect(delivery.headers['sandbox-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(delivery.headers['content-type']).toBe('application/json');
    }
    const [stored] = await until(async () => {
      const rows = await storedEvents(paymentId);
      return rows[0]?.deliveredAt ? rows : undefined;
    });
    expect(stored).toMatchObject({ attempts: 3, lastError: null, type: 'payment.succeeded' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deliveriesOf(paymentId)).toHaveLength(3);
  });

  it('tells a refusal with its code', async () => {
    answer = () => 200;
    const paymentId = await paidWith('4000 0000 0000 9995');
    const [delivery] = await until(() =>
      deliveriesOf(paymentId).length ? deliveriesOf(paymentId) : undefined,
    );
    expect(delivery!.event).toMatchObject({ type: 'payment.failed', errorCode: '4000002' });
  });

  it('keeps the events of a payment in order: no refund before its payment', async () => {
    answer = () => 503;
    const paymentId = await paidWith('4242424242424242', 10_000);
    await suite.provider().refund(paymentId, 2500, `refund-${paymentId}`);
    await until(() => (deliveriesOf(paymentId).length >= 2 ? true : undefined));
    expect(deliveriesOf(paymentId).map((delivery) => delivery.event.type)).toEqual(
      Array(deliveriesOf(paymentId).length).fill('payment.succeeded'),
    );
    answer = () => 200;
    const types = await until(() => {
      const done = deliveriesOf(paymentId).filter((d) => d.event.type === 'refund.succeeded');
      return done.length ? deliveriesOf(paymentId).map((d) => d.event.type) : undefined;
    });
    expect(types.at(-1)).toBe('refund.succeeded');
    expect(types.filter((type) => type === 'refund.succeeded')).toHaveLength(1);
    expect(deliveriesOf(paymentId).at(-1)!.event).toMatchObject({ amountCents: 2500 });
  });
});

describe('sandbox webhooks: signature checks', () => {
  it('accept the delivered body, refuse it tampered, with another secret or when stale', async () => {
    answer = () => 200;
    const paymentId = await paidWith('4242424242424242');
    const [delivery] = await until(() =>
      deliveriesOf(paymentId).length ? deliveriesOf(paymentId) : undefined,
    );
    const { raw, headers } = delivery!;
    expect(suite.provider().parseWebhook(raw, headers).providerPaymentId).toBe(paymentId);

    const tampered = Buffer.from(raw.toString().replace('"amountCents":4990', '"amountCents":1'));
    expect(() => suite.provider().parseWebhook(tampered, headers)).toThrow(WebhookSignatureError);

    const otherSecret = createSandboxProvider({
      db: suite.db(),
      webhookSecret: 'not-the-secret-the-sandbox-signs-with',
      pagesBase: SANDBOX_PAGES_BASE,
    });
    expect(() => otherSecret.parseWebhook(raw, headers)).toThrow(WebhookSignatureError);

    const later = createSandboxProvider({
      db: suite.db(),
      webhookSecret: SECRET,
      pagesBase: SANDBOX_PAGES_BASE,
      now: () => new Date(Date.now() + 6 * 60_000),
    });
    expect(() => later.parseWebhook(raw, headers)).toThrow(/stale/);

    expect(() => suite.provider().parseWebhook(raw, {})).toThrow(WebhookSignatureError);
  });
});

describe('sandbox: refunds and idempotency', () => {
  it('refunds up to what was taken, once per key', async () => {
    const paymentId = await paidWith('4242424242424242', 3000);
    const first = await suite.provider().refund(paymentId, 1000, `r1-${paymentId}`);
    expect(first.refundId).toMatch(/^re_/);
    expect(await suite.provider().refund(paymentId, 1000, `r1-${paymentId}`)).toEqual(first);
    await expect(suite.provider().refund(paymentId, 2001, `r2-${paymentId}`)).rejects.toMatchObject(
      {
        reason: 'not_refundable',
      },
    );
    await suite.provider().refund(paymentId, 2000, `r3-${paymentId}`);
    const refunds = (await storedEvents(paymentId)).filter((e) => e.type === 'refund.succeeded');
    expect(refunds).toHaveLength(2);
  });

  it('refuses to refund a payment that was not taken, or an unknown one', async () => {
    const failed = await paidWith('4000000000000002');
    await expect(suite.provider().refund(failed, 100, `r-${failed}`)).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    await expect(suite.provider().refund('pay_nope', 100, 'r-nope')).rejects.toMatchObject({
      reason: 'not_found',
    });
  });

  it('gives the first payment again for the same idempotency key, even to concurrent calls', async () => {
    const input = paymentInput();
    const payments = await Promise.all(
      Array.from({ length: 5 }, () => suite.provider().createPayment(input)),
    );
    expect(new Set(payments.map((payment) => payment.providerPaymentId)).size).toBe(1);
    const again = await suite.provider().createPayment({ ...input, amountCents: 1 });
    expect(again.providerPaymentId).toBe(payments[0]!.providerPaymentId);
  });
});
