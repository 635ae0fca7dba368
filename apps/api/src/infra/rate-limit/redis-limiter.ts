import { Redis } from 'ioredis';
import type { Counter, Limiter } from './limiter';

const RELEASE = `if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0
then return redis.call('decr', KEYS[1]) end return 0`;

/** The same windows in Redis: INCR, an expiry set only by the first hit, and its PTTL. */
export function createRedisLimiter(url: string, prefix: string): Limiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const name = (key: string) => `${prefix}${key}`;
  const counter = (count: unknown, ttl: unknown): Counter => ({
    count: Number(count ?? 0),
    resetMs: Math.max(0, Number(ttl ?? 0)),
  });
  return {
    async hit(key, windowMs) {
      const results = await redis
        .multi()
        .incr(name(key))
        .pexpire(name(key), windowMs, 'NX')
        .pttl(name(key))
        .exec();
      if (!results) throw new Error('Redis transaction aborted');
      const [[incrError, count], , [ttlError, ttl]] = results as [
        [Error | null, number],
        unknown,
        [Error | null, number],
      ];
      if (incrError || ttlError) throw incrError ?? ttlError;
      return counter(count, ttl);
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(name(key)), redis.pttl(name(key))]);
      return count === null ? { count: 0, resetMs: 0 } : counter(count, ttl);
    },
    async release(key) {
      // A DECR of a key whose window just closed would leave a -1 without expiry: only live keys.
      await redis.eval(RELEASE, 1, name(key));
    },
    async reset(key) {
      await redis.del(name(key));
    },
    async close() {
      await redis.quit();
    },
  };
}
