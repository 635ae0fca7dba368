import type { FastifyInstance } from 'fastify';
import type { AuthEnv } from '../../env-auth';
import { createMemoryLimiter, type Limiter } from '../../services/rate-limit/limiter';
import { createRedisLimiter } from '../../services/rate-limit/redis-limiter';
import { createAppleVerifier } from '../../services/social/apple';
import { createFacebookVerifier } from '../../services/social/facebook';
import { createGoogleVerifier } from '../../services/social/google';

/** Per-app state of the identity routes: the rate limiter and the providers' verifiers. */
export interface Identity {
  limiter: Limiter;
  apple: ReturnType<typeof createAppleVerifier> | null;
  facebook: ReturnType<typeof createFacebookVerifier> | null;
  google: ReturnType<typeof createGoogleVerifier> | null;
}

export function createIdentity(app: FastifyInstance, auth: AuthEnv): Identity {
  const limiter = auth.redisUrl
    ? createRedisLimiter(auth.redisUrl, auth.rateLimitPrefix)
    : createMemoryLimiter();
  app.addHook('onClose', () => limiter.close());
  return {
    limiter,
    apple: auth.apple && createAppleVerifier(auth.apple),
    facebook: auth.facebook && createFacebookVerifier(auth.facebook),
    google: auth.google && createGoogleVerifier(auth.google),
  };
}
