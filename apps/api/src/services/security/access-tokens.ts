import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthEnv } from '../../env/auth';

/** The only algorithm accepted: a token saying otherwise (`none` included) is refused. */
const ALGORITHM = 'HS256';
/** RFC 9068's type: no other JWT signed with the same key passes for an access token. */
const TYPE = 'at+jwt';

export interface AccessClaims {
  customerId: number;
  sessionId: string;
  scope: string[];
}

/**
 * One key object per secret: given raw bytes, jose imports a key on every call (about a
 * twentieth of the API's time per order).
 */
const keys = new Map<string, KeyObject>();
const keyOf = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
};

export async function signAccessToken(
  claims: AccessClaims,
  jwt: AuthEnv['jwt'],
  now = Date.now(),
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ sid: claims.sessionId, scope: claims.scope.join(' ') })
    .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
    .setSubject(String(claims.customerId))
    .setIssuer(jwt.issuer)
    .setAudience(jwt.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + jwt.accessTtlS)
    .setJti(randomUUID())
    .sign(keyOf(jwt.secret));
}

/**
 * Signature, algorithm, type, issuer, audience and expiry checked; null when any fails.
 * `expiredForS` accepts a token that expired at most that long ago (logout: an old token of
 * ours still names the session to end).
 */
export async function verifyAccessToken(
  token: string,
  jwt: AuthEnv['jwt'],
  { expiredForS = 0 }: { expiredForS?: number } = {},
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(jwt.secret), {
      algorithms: [ALGORITHM],
      typ: TYPE,
      issuer: jwt.issuer,
      audience: jwt.audience,
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
      // Nothing beyond the lifetime we gave it, even if a clock is off.
      maxTokenAge: jwt.accessTtlS,
      clockTolerance: expiredForS,
    });
    const customerId = Number(payload.sub);
    if (!Number.isInteger(customerId) || typeof payload.sid !== 'string') return null;
    const scope = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    return { customerId, sessionId: payload.sid, scope };
  } catch {
    return null;
  }
}
