import { createRemoteJWKSet } from 'jose';
import type { GoogleEnv } from '../../env/auth';
import { verifiedIdToken, type ProviderIdentity } from './identity';

/**
 * Google Identity Services hands the page an ID token (`credential`): checked against Google's
 * published keys (JWKS), for our client id (audience), from Google (issuer), not expired.
 */
export function createGoogleVerifier(google: GoogleEnv) {
  const keys = createRemoteJWKSet(new URL(google.jwksUrl));
  return async (credential: string): Promise<ProviderIdentity> => {
    const { payload, identity } = await verifiedIdToken('google', credential, keys, {
      issuer: google.issuers,
      audience: google.clientId,
    });
    return {
      ...identity,
      firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
      lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  };
}
