import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createBotCheck, type BotCheck } from '../../services/bot-check/bot-check';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { createSharedLimiter } from '../../infra/rate-limit/shared-limiter';
import { createAppleVerifier } from '../../services/social/apple';
import { createFacebookVerifier } from '../../services/social/facebook';
import { createGoogleVerifier } from '../../services/social/google';

/** Per-app state of the identity routes: the rate limiter, bot check and providers' verifiers. */
export interface Identity {
  limiter: Limiter;
  /** Lets an account's owner in past its failed logins. */
  botCheck: BotCheck;
  apple: ReturnType<typeof createAppleVerifier> | null;
  facebook: ReturnType<typeof createFacebookVerifier> | null;
  google: ReturnType<typeof createGoogleVerifier> | null;
}

export function createIdentity(app: FastifyInstance, context: AppContext): Identity {
  const { auth } = context.env;
  const limiter = createSharedLimiter(app, auth, context.db);
  return {
    limiter,
    botCheck: createBotCheck(context.env.contact.botCheck, context.db).check,
    apple: auth.apple && createAppleVerifier(auth.apple),
    facebook: auth.facebook && createFacebookVerifier(auth.facebook),
    google: auth.google && createGoogleVerifier(auth.google),
  };
}
