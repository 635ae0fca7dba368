import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** What a provider vouches for, once its token has been verified. */
export interface ProviderIdentity {
  provider: 'apple' | 'facebook' | 'google';
  /** The provider's stable user id (Apple and Google `sub`, Facebook user id). */
  subject: string;
  email: string | null;
  /** Only a verified e-mail may link the provider to an existing account. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The provider refused the token, or its answer did not hold up: a 401 for the shopper. */
export class ProviderRejectedError extends Error {
  constructor(
    readonly provider: ProviderIdentity['provider'],
    reason: string,
  ) {
    super(`${provider}: ${reason}`);
    this.name = 'ProviderRejectedError';
  }
}

/** The provider is not configured on this shop: a 503 naming it. */
export class ProviderUnavailableError extends Error {
  constructor(readonly provider: ProviderIdentity['provider']) {
    super(`Sign-in with ${provider} is not configured`);
    this.name = 'ProviderUnavailableError';
  }
}

export const PROVIDER_TIMEOUT_MS = 5000;

/** Apple sends booleans as strings ("true") in its ID tokens. */
const claimIsTrue = (value: unknown) => value === true || value === 'true';

/**
 * An OpenID Connect ID token (Apple, Google) checked against the provider's published keys
 * (JWKS): RS256, from the provider (issuer), for our client id (audience), not expired. What
 * the token says of the person; any failure is the provider refusing the shopper.
 */
export async function verifiedIdToken(
  provider: 'apple' | 'google',
  idToken: string,
  keys: JWTVerifyGetKey,
  expected: { issuer: string | string[]; audience: string },
): Promise<{ payload: JWTPayload; identity: Omit<ProviderIdentity, 'firstName' | 'lastName'> }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      algorithms: ['RS256'],
      issuer: expected.issuer,
      audience: expected.audience,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    throw new ProviderRejectedError(provider, (error as Error).message);
  }
  return {
    payload,
    identity: {
      provider,
      subject: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : null,
      emailVerified: claimIsTrue(payload.email_verified),
    },
  };
}
