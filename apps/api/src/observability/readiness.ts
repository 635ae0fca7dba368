import { httpCheck, HEALTH_LIVE_PATH, type ReadinessCheck } from '@shop/observability';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db/client';
import type { Env } from '../env';

/**
 * What /health/ready checks: the database always, the search service when the API talks to a
 * local one (SEARCH_URL), Redis when REDIS_URL is set. `close` ends the Redis connection.
 */
export function apiReadiness(db: Db, env: Pick<Env, 'searchUrl' | 'auth'>) {
  const checks: Record<string, ReadinessCheck> = {
    database: () => db.execute(sql`SELECT 1`),
  };
  if (env.searchUrl) checks.search = httpCheck(new URL(HEALTH_LIVE_PATH, env.searchUrl).href);
  let redis: Redis | undefined;
  if (env.auth.redisUrl) {
    // Its own connection, opened at the first check: a Redis that is down is a 503, not a hang.
    redis = new Redis(env.auth.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    const client = redis;
    checks.redis = async () => {
      if (client.status === 'wait') await client.connect();
      await client.ping();
    };
  }
  return { checks, close: async () => void redis?.disconnect() };
}
