import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ZAltchaChallenge,
  ZApiErrorBody,
  ZBotCheckConfig,
  ZContactAccepted,
  ZOutbox,
} from '@shop/api-client/schemas';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { contactMessages } from '../src/db/schema';
import { openFreshDatabase } from './support/databases';
import { http } from './support/http';
import { startServer, testEnv, type TestServer } from './support/server';
import { newCustomer, type Tokens } from './support/identity';
import { fromNewIp } from './support/shopper';

const SERVICE = 'sav@maisonrue.test';
const RECAPTCHA_SECRET = 'recaptcha-test-secret';

/**
 * Two APIs on one database: the default one (proof of work, nothing outside the machine) and
 * one with reCAPTCHA keys whose siteverify is a loopback stand-in scoring by token.
 */
let database: Database | undefined;
let powServer: TestServer | undefined;
let recaptchaServer: TestServer | undefined;
let siteverify: Server | undefined;
const verifyCalls: URLSearchParams[] = [];

beforeAll(async () => {
  siteverify = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(text);
      verifyCalls.push(form);
      const score = { human: 0.9, bot: 0.3 }[form.get('response') ?? ''];
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify(
          form.get('secret') === RECAPTCHA_SECRET && score !== undefined
            ? { success: true, score, action: 'contact' }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => siteverify!.listen(0, '127.0.0.1', resolve));
  const { port } = siteverify.address() as AddressInfo;
  database = await openFreshDatabase();
  powServer = await startServer(database, testEnv({ CUSTOMER_SERVICE_EMAIL: SERVICE }));
  recaptchaServer = await startServer(
    database,
    testEnv({
      CUSTOMER_SERVICE_EMAIL: SERVICE,
      RECAPTCHA_SITE_KEY: 'site-key-test',
      RECAPTCHA_SECRET,
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    }),
  );
});

afterAll(async () => {
  await powServer?.close();
  await recaptchaServer?.close();
  await database?.close();
  await new Promise((resolve) => siteverify?.close(resolve));
});

const started = <T>(value: T | undefined): T => {
  if (!value) throw new Error('used before beforeAll');
  return value;
};
const api = http({ url: (path) => started(powServer).url(path) });
const recaptchaApi = http({ url: (path) => started(recaptchaServer).url(path) });

let counter = 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jeanne',
  lastName: 'Dupont',
  email: `contact.${process.pid}.${++counter}@example.fr`,
  subject: 'delivery',
  orderId: '00012345',
  message: 'Mon colis indique livré mais je ne l’ai pas reçu.',
  botToken: 'replaced',
  ...overrides,
});

/** Fetches a challenge and solves it as the storefront does: the token of one submission. */
async function solvedToken(headers: Record<string, string>) {
  const answer = await api.get('/bot-check/challenge?action=contact', headers);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const challenge = ZAltchaChallenge.parse(answer.body);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const storedFor = async (email: string) =>
  (
    await started(database)
      .db.select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.email, email))
  )[0]!.n;

const outboxOf = async (to: string) =>
  ZOutbox.parse((await api.get(`/dev/outbox?to=${encodeURIComponent(to)}&limit=100`)).body).emails;

describe('contact form with the proof-of-work bot check', () => {
  it('says which provider to get a token from', async () => {
    const answer = await api.get('/bot-check/config');
    expect(answer.status).toBe(200);
    expect(ZBotCheckConfig.parse(answer.body)).toEqual({ provider: 'altcha' });
  });

  it('stores a solved message, sends it to the customer service and a receipt to the shopper', async () => {
    const ip = fromNewIp();
    const body = form({
      email: `  Jeanne.${process.pid}@Example.FR `,
      botToken: await solvedToken(ip),
    });
    const shopper = `jeanne.${process.pid}@example.fr`;
    const answer = await api.post('/contact/messages', body, { ...ip, 'Accept-Language': 'es' });
    expect(answer.status).toBe(201);
    expect(ZContactAccepted.parse(answer.body)).toEqual({ status: 'received' });

    const [row] = await started(database)
      .db.select()
      .from(contactMessages)
      .where(eq(contactMessages.email, shopper));
    expect(row).toMatchObject({
      storeId: 'fr',
      locale: 'es',
      firstName: 'Jeanne',
      lastName: 'Dupont',
      subject: 'delivery',
      orderId: '00012345',
      message: body.message,
    });

    const toService = (await outboxOf(SERVICE)).find((email) => email.text.includes(shopper))!;
    expect(toService).toMatchObject({ kind: 'contact', locale: 'fr' });
    expect(toService.subject).toBe('[Contact] Livraison – Jeanne Dupont');
    expect(toService.text).toContain(`De : Jeanne Dupont <${shopper}>`);
    expect(toService.text).toContain('Commande : 00012345');
    expect(toService.text).toContain('Langue du client : es');
    expect(toService.text).toContain(body.message);

    const [receipt] = await outboxOf(shopper);
    expect(receipt).toMatchObject({ kind: 'contact_receipt', locale: 'es' });
    expect(receipt!.subject).toBe('Hemos recibido tu mensaje');
    expect(receipt!.text).toContain('Hola Jeanne:');
    // Anyone may type any address: its receipt carries no free text (issue 19).
    expect(receipt!.text).not.toContain(body.message);
  });

  it("copies the message into the receipt of a signed-in customer's own address only", async () => {
    const ip = fromNewIp();
    const customer = newCustomer();
    const { token } = (await api.post<Tokens>('/security/register', customer, ip)).body;
    const auth = { ...ip, authorization: `Bearer ${token}` };
    const own = form({ email: customer.email, botToken: await solvedToken(ip) });
    expect((await api.post('/contact/messages', own, auth)).status).toBe(201);
    const [receipt] = await outboxOf(customer.email);
    expect(receipt).toMatchObject({ kind: 'contact_receipt' });
    expect(receipt!.text).toContain(own.message);
    const someoneElse = `other.${process.pid}.${Date.now()}@example.fr`;
    const other = form({ email: someoneElse, botToken: await solvedToken(ip) });
    expect((await api.post('/contact/messages', other, auth)).status).toBe(201);
    const [otherReceipt] = await outboxOf(someoneElse);
    expect(otherReceipt!.text).not.toContain(other.message);
  });

  it("takes the shop's own order number as the confirmation e-mail prints it", async () => {
    const ip = fromNewIp();
    const body = form({ orderId: ' fr-2612-00001b ', botToken: await solvedToken(ip) });
    expect((await api.post('/contact/messages', body, ip)).status).toBe(201);
    const [row] = await started(database)
      .db.select()
      .from(contactMessages)
      .where(eq(contactMessages.email, body.email.trim().toLowerCase()));
    expect(row?.orderId).toBe('FR-2612-00001B');
    const toService = (await outboxOf(SERVICE)).find((email) => email.text.includes(body.email));
    expect(toService?.text).toContain('Commande : FR-2612-00001B');
  });

  it('takes a message without an order id', async () => {
    const ip = fromNewIp();
    const { orderId: _none, ...body } = form({ botToken: await solvedToken(ip) });
    expect((await api.post('/contact/messages', body, ip)).status).toBe(201);
    const [toService] = await outboxOf(SERVICE);
    expect(toService!.text).toContain('Commande : non précisée');
  });

  it('refuses a challenge used twice, a forged token and a token of no challenge: 403, nothing stored', async () => {
    const ip = fromNewIp();
    const token = await solvedToken(ip);
    const first = form({ botToken: token });
    expect((await api.post('/contact/messages', first, ip)).status).toBe(201);
    for (const botToken of [token, Buffer.from('{"challenge":{}}').toString('base64'), 'x']) {
      const body = form({ botToken });
      const answer = await api.post('/contact/messages', body, fromNewIp());
      expect(answer.status).toBe(403);
      const error = ZApiErrorBody.parse(answer.body);
      expect(error.field).toBe('botToken');
      expect(error.message).toMatch(/bot check: score 0 is below the minimum of 0.7/);
      expect(await storedFor(body.email)).toBe(0);
      expect(await outboxOf(body.email)).toEqual([]);
    }
  });

  it('answers every bad field with a 400 naming it, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: ' ' }, 'firstName'],
      [{ lastName: 'x'.repeat(101) }, 'lastName'],
      [{ email: 'jeanne@' }, 'email'],
      [{ subject: 'refund' }, 'subject'],
      [{ orderId: '123456789' }, 'orderId'],
      [{ orderId: '12a45' }, 'orderId'],
      [{ orderId: 'FR-26-00001B' }, 'orderId'],
      [{ orderId: '' }, 'orderId'],
      [{ message: 'Trop peu' }, 'message'],
      [{ message: 'x'.repeat(2001) }, 'message'],
      [{ botToken: '' }, 'botToken'],
      [{ botToken: undefined }, 'botToken'],
    ];
    for (const [overrides, field] of cases) {
      const body = form(overrides);
      const answer = await api.post('/contact/messages', body, fromNewIp());
      expect(answer.status, field).toBe(400);
      expect(ZApiErrorBody.parse(answer.body).field).toBe(field);
      expect(await storedFor(body.email)).toBe(0);
    }
  });

  it('limits a client to 5 messages per 5 minutes, with the time to wait', async () => {
    const ip = fromNewIp();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await api.post('/contact/messages', form({ firstName: '' }), ip)).status).toBe(400);
    const limited = await api.post('/contact/messages', form(), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ZApiErrorBody.parse(limited.body).message).toMatch(/at most 5 every 5 minutes/);
    expect((await api.post('/contact/messages', form({ firstName: '' }), fromNewIp())).status).toBe(
      400,
    );
  });

  it('hands out challenges for known actions only', async () => {
    const answer = await api.get('/bot-check/challenge?action=signup', fromNewIp());
    expect(answer.status).toBe(400);
    expect(ZApiErrorBody.parse(answer.body).field).toBe('action');
  });
});

describe('contact form with reCAPTCHA v3', () => {
  it('gives the storefront the site key, and no challenges', async () => {
    const config = await recaptchaApi.get('/bot-check/config');
    expect(ZBotCheckConfig.parse(config.body)).toEqual({
      provider: 'recaptcha',
      siteKey: 'site-key-test',
      sdkUrl: 'https://www.google.com/recaptcha/api.js',
    });
    expect(
      (await recaptchaApi.get('/bot-check/challenge?action=contact', fromNewIp())).status,
    ).toBe(404);
  });

  it('takes a message scored 0.9 and refuses one scored 0.3 without storing it', async () => {
    const ip = fromNewIp();
    const human = form({ botToken: 'human' });
    expect((await recaptchaApi.post('/contact/messages', human, ip)).status).toBe(201);
    expect(await storedFor(human.email)).toBe(1);
    const sent = verifyCalls.at(-1)!;
    expect(sent.get('secret')).toBe(RECAPTCHA_SECRET);
    expect(sent.get('remoteip')).toBe(ip['x-forwarded-for']);

    const bot = form({ botToken: 'bot' });
    const refused = await recaptchaApi.post('/contact/messages', bot, fromNewIp());
    expect(refused.status).toBe(403);
    expect(ZApiErrorBody.parse(refused.body).message).toMatch(/score 0.3 is below the minimum/);
    expect(await storedFor(bot.email)).toBe(0);
    expect(await outboxOf(bot.email)).toEqual([]);
  });
});
