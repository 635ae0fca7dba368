import type { Db } from '../../db/client';
import type { AuthEnv } from '../../env/auth';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { clientKey } from '../../infra/rate-limit/client-address';
import { POLICIES, reserveOrRefuse } from '../../infra/rate-limit/policies';
import { consumeOneTimeToken } from './one-time-tokens';
import { InvalidTokenError } from './password-reset';
import { startSession, type IssuedTokens } from './sessions';

/** /autoconnect/{token}: a one-time link from an e-mail opens a session, once. */
export async function loginWithAutoconnect(
  db: Db,
  jwt: AuthEnv['jwt'],
  limiter: Limiter,
  token: string,
  ip: string,
): Promise<IssuedTokens> {
  const keys = [{ policy: POLICIES.tokenFailuresPerIp, value: clientKey(ip) }];
  const reservation = await reserveOrRefuse(limiter, keys);
  const customerId = await consumeOneTimeToken(db, token, 'autoconnect');
  if (customerId === null) throw new InvalidTokenError();
  await reservation.release();
  return startSession(db, jwt, customerId, 'customLocal');
}
