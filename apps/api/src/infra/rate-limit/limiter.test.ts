import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryLimiter, type Limiter } from './limiter';
import {
  assertAllowed,
  consume,
  forget,
  RateLimitedError,
  record,
  reserve,
  type Policy,
} from './policies';
import { createRedisLimiter } from './redis-limiter';

// Redis runs on every developer and CI machine (TOOLCHAIN.md); REDIS_TEST_URL points elsewhere.
const redisUrl = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
const prefix = `shop:test:${randomBytes(6).toString('hex')}:`;

const limiters: Record<string, Limiter> = {
  memory: createMemoryLimiter(),
  redis: createRedisLimiter(redisUrl, prefix),
};
afterAll(async () => {
  await Promise.all(Object.values(limiters).map((limiter) => limiter.close()));
});

const policy: Policy = { name: 'test', limit: 3, windowMs: 60_000 };

describe.each(Object.keys(limiters))('%s limiter', (kind) => {
  const limiter = limiters[kind]!;
  const key = () => ({ policy, value: randomBytes(4).toString('hex') });

  it('counts hits in a window that opens with the first', async () => {
    const first = await limiter.hit('k1', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetMs).toBeGreaterThan(59_000);
    expect((await limiter.hit('k1', 60_000)).count).toBe(2);
    expect((await limiter.peek('k1')).count).toBe(2);
    expect(await limiter.peek('never')).toEqual({ count: 0, resetMs: 0 });
  });

  it('forgets a key when its window closes', async () => {
    await limiter.hit('short', 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await limiter.peek('short')).count).toBe(0);
    expect((await limiter.hit('short', 60_000)).count).toBe(1);
  });

  it('refuses the attempt after the limit with the time left', async () => {
    const limited = key();
    for (let attempt = 0; attempt < 3; attempt += 1) await consume(limiter, [limited]);
    const refused = await consume(limiter, [limited]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfterS).toBeGreaterThan(55);
    expect((refused as RateLimitedError).retryAfterS).toBeLessThanOrEqual(60);
  });

  it('records failures only when told, and forgets them on success', async () => {
    const limited = key();
    await record(limiter, [limited]);
    await record(limiter, [limited]);
    await assertAllowed(limiter, [limited]);
    await record(limiter, [limited]);
    await expect(assertAllowed(limiter, [limited])).rejects.toBeInstanceOf(RateLimitedError);
    await forget(limiter, [limited]);
    await expect(assertAllowed(limiter, [limited])).resolves.toBeUndefined();
  });

  it('reserves concurrent attempts with distinct counts: at most the limit go ahead', async () => {
    const limited = key();
    const reservations = await Promise.all(
      Array.from({ length: 20 }, () => reserve(limiter, [limited])),
    );
    expect(reservations.filter((reservation) => reservation.over.length === 0)).toHaveLength(3);
    await Promise.all(
      reservations.filter((reservation) => reservation.over.length).map((r) => r.release()),
    );
    expect((await limiter.peek(`test:${limited.value}`)).count).toBe(3);
  });

  it('gives back a hit of a live window only', async () => {
    await limiter.hit('given-back', 60_000);
    await limiter.hit('given-back', 60_000);
    await limiter.release('given-back');
    expect((await limiter.peek('given-back')).count).toBe(1);
    await limiter.release('never-hit');
    expect((await limiter.peek('never-hit')).count).toBe(0);
  });
});
