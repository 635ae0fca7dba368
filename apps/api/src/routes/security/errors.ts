import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors';
import { RateLimitedError } from '../../infra/rate-limit/policies';
import { BadCredentialsError, BotCheckRequiredError } from '../../services/security/login';
import { InvalidTokenError } from '../../services/security/password-reset';
import { EmailTakenError } from '../../services/security/sign-up';
import { ProviderRejectedError, ProviderUnavailableError } from '../../services/social/identity';

/** Identity failures to HTTP: 401, 409, 429 with Retry-After, 503; the rest passes through. */
export function toHttpError(error: unknown, reply: FastifyReply): unknown {
  if (error instanceof RateLimitedError) {
    void reply.header('Retry-After', String(error.retryAfterS));
    // The account's owner can still get in with the right password and a passed bot check.
    if (error instanceof BotCheckRequiredError)
      return new HttpError(429, `${error.message}, or pass the bot check`, 'botToken');
    return new HttpError(429, error.message);
  }
  if (error instanceof BadCredentialsError) return new HttpError(401, error.message);
  if (error instanceof InvalidTokenError) return new HttpError(400, error.message, 'token');
  if (error instanceof EmailTakenError) return new HttpError(409, error.message, 'email');
  if (error instanceof ProviderRejectedError) {
    reply.log.info({ provider: error.provider, reason: error.message }, 'provider token refused');
    return new HttpError(401, `The ${error.provider} sign-in was refused`);
  }
  if (error instanceof ProviderUnavailableError) return new HttpError(503, error.message);
  return error;
}

/** Runs a service call with the identity error mapping and no caching of the answer. */
export async function identityCall<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  void reply.header('Cache-Control', 'no-store');
  try {
    return await run();
  } catch (error) {
    throw toHttpError(error, reply);
  }
}
