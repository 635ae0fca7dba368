import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotCheckUnavailableError } from './bot-check';
import { createRecaptchaCheck } from './recaptcha';

const SECRET = 'recaptcha-secret';

/**
 * reCAPTCHA's siteverify on loopback: the token says which verdict to give, and every request
 * is kept so the test sees what the adapter sent.
 */
const received: URLSearchParams[] = [];
let server: Server;
let url: string;

const VERDICTS: Record<string, [number, unknown]> = {
  human: [200, { success: true, score: 0.9, action: 'contact', hostname: 'localhost' }],
  bot: [200, { success: true, score: 0.3, action: 'contact', hostname: 'localhost' }],
  'other-action': [200, { success: true, score: 0.9, action: 'login' }],
  used: [200, { success: false, 'error-codes': ['timeout-or-duplicate'] }],
  'bad-secret': [200, { success: false, 'error-codes': ['invalid-input-secret'] }],
  down: [503, { error: 'unavailable' }],
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const [status, verdict] =
        form.get('secret') === SECRET
          ? (VERDICTS[form.get('response') ?? ''] ?? [200, { success: false }])
          : [200, { success: false, 'error-codes': ['invalid-input-secret'] }];
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(verdict));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = { action: 'contact', ip: '203.0.113.7' } as const;

describe('reCAPTCHA v3 bot check', () => {
  it('takes the score of a good token, sending the secret, the token and the client IP', async () => {
    const check = createRecaptchaCheck({ secret: SECRET, verifyUrl: url });
    expect(await check.verify('human', request)).toEqual({ score: 0.9 });
    const sent = received.at(-1)!;
    expect(Object.fromEntries(sent)).toEqual({
      secret: SECRET,
      response: 'human',
      remoteip: '203.0.113.7',
    });
  });

  it('gives a bot its low score', async () => {
    const check = createRecaptchaCheck({ secret: SECRET, verifyUrl: url });
    expect(await check.verify('bot', request)).toEqual({ score: 0.3 });
  });

  it('scores 0 for a token refused by the provider or issued for another action', async () => {
    const check = createRecaptchaCheck({ secret: SECRET, verifyUrl: url });
    expect(await check.verify('used', request)).toEqual({ score: 0 });
    expect(await check.verify('forged', request)).toEqual({ score: 0 });
    expect(await check.verify('other-action', request)).toEqual({ score: 0 });
  });

  it('reports the provider unavailable when it fails or refuses our secret', async () => {
    const check = createRecaptchaCheck({ secret: SECRET, verifyUrl: url });
    await expect(check.verify('down', request)).rejects.toBeInstanceOf(BotCheckUnavailableError);
    const misconfigured = createRecaptchaCheck({ secret: 'wrong', verifyUrl: url });
    await expect(misconfigured.verify('human', request)).rejects.toThrow(/invalid-input-secret/);
    const closed = createRecaptchaCheck(
      { secret: SECRET, verifyUrl: 'http://127.0.0.1:9/siteverify' },
      { timeoutMs: 2000 },
    );
    await expect(closed.verify('human', request)).rejects.toBeInstanceOf(BotCheckUnavailableError);
  });
});
