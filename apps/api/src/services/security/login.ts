import type { TAuthTokens, TLoginRequest } from '@shop/api-client/schemas';
import { normalizeEmail } from '@shop/domain/account';
import type { Db } from '../../db/client';
import type { AuthEnv } from '../../env-auth';
import type { Limiter } from '../rate-limit/limiter';
import { assertAllowed, forget, POLICIES, record } from '../rate-limit/policies';
import { findCustomerByEmail } from './customers';
import { verifyPassword } from './passwords';
import { startSession } from './sessions';

export class BadCredentialsError extends Error {
  constructor() {
    super('Bad credentials');
    this.name = 'BadCredentialsError';
  }
}

/**
 * E-mail and password to a new session. Failures count per e-mail and per IP; past the limit
 * the attempt is refused before the password is even checked.
 */
export async function loginWithPassword(
  db: Db,
  jwt: AuthEnv['jwt'],
  limiter: Limiter,
  credentials: TLoginRequest,
  ip: string,
): Promise<TAuthTokens> {
  const email = normalizeEmail(credentials._username);
  const keys = [
    { policy: POLICIES.loginPerIdentifier, value: email },
    { policy: POLICIES.loginPerIp, value: ip },
  ];
  await assertAllowed(limiter, keys);
  const customer = await findCustomerByEmail(db, email);
  const valid = await verifyPassword(customer?.passwordHash ?? null, credentials._password);
  if (!customer || !valid) {
    await record(limiter, keys);
    throw new BadCredentialsError();
  }
  await forget(limiter, keys.slice(0, 1));
  return startSession(db, jwt, customer.id, 'customLocal');
}
