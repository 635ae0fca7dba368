import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { GoogleEnv } from '../../env/auth';
import { ProviderRejectedError, type ProviderIdentity, claimIsTrue } from './identity';

/**
 * Google Identity Services hands the page an ID token (`credential`): checked against Google's
 * published keys (JWKS), for our client id (audience), from Google (issuer), not expired.
 */
export function createGoogleVerifier(google: GoogleEnv) {
  const keys = createRemoteJWKSet(new URL(google.jwksUrl));
  return async (credential: string): Promise<ProviderIdentity> => {
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        algorithms: ['RS256'],
        issuer: google.issuers,
        audience: google.clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw new ProviderRejectedError('google', (error as Error).message);
    }
    return {
      provider: 'google',
      subject: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : null,
      emailVerified: claimIsTrue(payload.email_verified),
      firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
      lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  };
}
