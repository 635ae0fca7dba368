import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthEnv } from '../../env/auth';
import { createDbLimiter } from './db-limiter';
import type { Limiter } from './limiter';
import { createRedisLimiter } from './redis-limiter';

/**
 * A limiter every API process shares: in Redis when REDIS_URL is set, else in the database
 * (never in one process's memory, which a second instance would not see). Closed with the app.
 */
export function createSharedLimiter(app: FastifyInstance, auth: AuthEnv, db: Db): Limiter {
  const limiter = auth.redisUrl
    ? createRedisLimiter(auth.redisUrl, auth.rateLimitPrefix)
    : createDbLimiter(db);
  app.addHook('onClose', () => limiter.close());
  return limiter;
}
