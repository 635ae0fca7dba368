import type { TLoginRequest } from '@shop/api-client/schemas';
import { normalizeEmail } from '@shop/domain/account';
import { passesBotCheck } from '@shop/domain/bot-check';
import type { Db } from '../../db/client';
import type { AuthEnv } from '../../env/auth';
import type { BotCheck } from '../bot-check/bot-check';
import { clientKey } from '../../infra/rate-limit/client-address';
import type { Limiter } from '../../infra/rate-limit/limiter';
import {
  forget,
  POLICIES,
  RateLimitedError,
  reserve,
  reserveOrRefuse,
  type Limited,
  type Reservation,
} from '../../infra/rate-limit/policies';
import { findCustomerByEmail } from './customers';
import { verifyPassword } from './passwords';
import { startSession, type IssuedTokens } from './sessions';

export class BadCredentialsError extends Error {
  constructor() {
    super('Bad credentials');
    this.name = 'BadCredentialsError';
  }
}

/** An account past its failures: the answer names the bot check that lets its owner in. */
export class BotCheckRequiredError extends RateLimitedError {
  constructor(retryAfterS: number) {
    super(retryAfterS);
    this.name = 'BotCheckRequiredError';
  }
}

export interface LoginContext {
  ip: string;
  botCheck: BotCheck;
}

/**
 * E-mail and password to a new session. Every attempt is counted per e-mail and per address
 * before the slow password check (reserve: atomic, so a burst cannot overtake the count), and
 * stays counted when it fails. An account past its failures is not locked for its owner: the
 * right password with a passed bot check still signs in (anyone's ten failures would otherwise
 * lock the owner out), within a limit of its own per account and the address limit.
 */
export async function loginWithPassword(
  db: Db,
  jwt: AuthEnv['jwt'],
  limiter: Limiter,
  credentials: TLoginRequest,
  context: LoginContext,
): Promise<IssuedTokens> {
  const email = normalizeEmail(credentials._username);
  const account = { policy: POLICIES.loginPerIdentifier, value: email };
  const address = { policy: POLICIES.loginPerIp, value: clientKey(context.ip) };
  let reservation = await reserve(limiter, [account, address]);
  if (reservation.over.length) {
    await reservation.release();
    reservation = await botCheckedAttempt(limiter, credentials, context, reservation, [
      { policy: POLICIES.loginBotCheckedPerIdentifier, value: email },
      address,
    ]);
  }
  const customer = await findCustomerByEmail(db, email);
  const valid = await verifyPassword(customer?.passwordHash ?? null, credentials._password);
  if (!customer || !valid) throw new BadCredentialsError();
  await forget(limiter, [account, { policy: POLICIES.loginBotCheckedPerIdentifier, value: email }]);
  await reservation.release([address]);
  return startSession(db, jwt, customer.id, 'customLocal');
}

async function botCheckedAttempt(
  limiter: Limiter,
  { botToken }: TLoginRequest,
  { ip, botCheck }: LoginContext,
  refused: Reservation,
  keys: Limited[],
): Promise<Reservation> {
  const accountOnly = refused.over.every((key) => key.policy === POLICIES.loginPerIdentifier);
  if (!accountOnly) throw new RateLimitedError(refused.retryAfterS);
  if (!botToken) throw new BotCheckRequiredError(refused.retryAfterS);
  const reservation = await reserveOrRefuse(limiter, keys);
  const { score } = await botCheck.verify(botToken, { action: 'login', ip }).catch(() => ({
    score: 0,
  }));
  if (!passesBotCheck(score)) {
    await reservation.release();
    throw new BotCheckRequiredError(refused.retryAfterS);
  }
  return reservation;
}
