import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshApi, newCustomer } from './support/identity';

// The same limits in process and in Redis (REDIS_URL); a random key prefix keeps runs apart.
const redisUrl = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
const backends: [string, Record<string, string>][] = [
  ['in process', {}],
  [
    'Redis',
    { REDIS_URL: redisUrl, RATE_LIMIT_PREFIX: `shop:test:${randomBytes(6).toString('hex')}:` },
  ],
];

describe.each(backends)('rate limits (%s)', (_name, settings) => {
  const { api, signUp, login } = freshApi(() => settings);
  // The gateway sends the shopper's address in X-Forwarded-For; the API trusts loopback.
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('answers the 11th failed login of an e-mail within 15 minutes with 429 and Retry-After', async () => {
    const customer = newCustomer();
    await signUp(customer);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await login(
        customer.email,
        `wrong-${attempt}-pass`,
        from(`203.0.113.${attempt}`),
      );
      expect([attempt, answer.status]).toEqual([attempt, 401]);
    }
    const eleventh = await login(customer.email, customer.password, from('203.0.113.99'));
    expect(eleventh.status).toBe(429);
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account is not affected.
    const other = newCustomer();
    await signUp(other);
    expect((await login(other.email, other.password, from('203.0.113.99'))).status).toBe(200);
  });

  it('forgets the failures of an e-mail after a successful login', async () => {
    const customer = newCustomer();
    await signUp(customer);
    for (let attempt = 1; attempt <= 9; attempt += 1)
      await login(customer.email, 'wrong-pass-1', from('198.51.100.7'));
    expect((await login(customer.email, customer.password, from('198.51.100.7'))).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1)
      expect((await login(customer.email, 'wrong-pass-1', from('198.51.100.7'))).status).toBe(401);
  });

  it('limits reset e-mails to 5 per 5 minutes per address, known or not alike', async () => {
    const customer = newCustomer();
    await signUp(customer);
    for (const email of [customer.email, `ghost.${Date.now()}@example.fr`]) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const answer = await api.post(
          '/security/password-reset/request',
          { email },
          from('192.0.2.1'),
        );
        expect(answer.status).toBe(202);
      }
      const sixth = await api.post(
        '/security/password-reset/request',
        { email },
        from('192.0.2.2'),
      );
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(4 * 60);
    }
  });

  it('limits sign-ups per IP: the 21st within the hour is refused', async () => {
    const ip = from('192.0.2.77');
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const answer = await api.post('/security/register', newCustomer(), ip);
      expect([attempt, answer.status]).toEqual([attempt, 201]);
    }
    const refused = await api.post('/security/register', newCustomer(), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await api.post('/security/register', newCustomer(), from('192.0.2.78'))).status).toBe(
      201,
    );
  });
});
