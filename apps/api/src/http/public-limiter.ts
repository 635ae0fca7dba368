import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthEnv } from '../env/auth';
import { createMemoryLimiter, type Limiter } from '../infra/rate-limit/limiter';
import { consume, RateLimitedError, type Policy } from '../infra/rate-limit/policies';
import { clientKey } from '../infra/rate-limit/client-address';
import { createRedisLimiter } from '../infra/rate-limit/redis-limiter';
import { HttpError } from './errors';

const FIVE_MINUTES = 5 * 60_000;

/**
 * The spec's request limiter (5 tokens per 5 minutes) on the public e-mail calls, per client
 * IP and per call, so a shopper who subscribes can still open the outlet.
 */
export const PUBLIC_POLICIES = {
  newsletter: { name: 'newsletter:ip', limit: 5, windowMs: FIVE_MINUTES },
  newsletterCheck: { name: 'newsletter-check:ip', limit: 5, windowMs: FIVE_MINUTES },
  outlet: { name: 'outlet:ip', limit: 5, windowMs: FIVE_MINUTES },
  alerts: { name: 'alerts:ip', limit: 5, windowMs: FIVE_MINUTES },
  contact: { name: 'contact:ip', limit: 5, windowMs: FIVE_MINUTES },
  /** Each contact attempt fetches one challenge, a second when the first ran out: room for both. */
  botChallenge: { name: 'bot-challenge:ip', limit: 20, windowMs: FIVE_MINUTES },
  /** A keyed hash for the tag manager: a few per page view, never an unlimited oracle. */
  encryptedData: { name: 'encrypted-data:ip', limit: 300, windowMs: FIVE_MINUTES },
  /** Pictures rendered on demand (cache misses; PICTURE_RENDERS_PER_MINUTE): never a flood. */
  pictureRenders: { name: 'picture-renders:ip', limit: 600, windowMs: 60_000 },
} as const satisfies Record<string, Policy>;

export type PublicLimit = (policy: Policy, ip: string, reply: FastifyReply) => Promise<void>;

/**
 * route()'s options counting a call against `policy` before its input is read: malformed
 * calls count too, as they did when each handler counted first.
 */
export const countedBy = (limit: PublicLimit, policy: Policy) => ({
  before: (request: FastifyRequest, reply: FastifyReply) => limit(policy, request.ip, reply),
});

/** In process, or in Redis when REDIS_URL is set (shared by every API process). */
export function createPublicLimit(app: FastifyInstance, auth: AuthEnv): PublicLimit {
  const limiter: Limiter = auth.redisUrl
    ? createRedisLimiter(auth.redisUrl, `${auth.rateLimitPrefix}public:`)
    : createMemoryLimiter();
  app.addHook('onClose', () => limiter.close());
  return async (policy, ip, reply) => {
    try {
      await consume(limiter, [{ policy, value: clientKey(ip) }]);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      void reply.header('Retry-After', String(error.retryAfterS));
      throw new HttpError(
        429,
        `Too many requests: at most ${policy.limit} every ${policy.windowMs / 60_000} minutes, try again in ${error.retryAfterS} s`,
      );
    }
  };
}
