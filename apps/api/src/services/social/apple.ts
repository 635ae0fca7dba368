import type { TAppleConnectRequest } from '@shop/api-client/schemas';
import { createRemoteJWKSet, importPKCS8, SignJWT } from 'jose';
import type { AppleEnv } from '../../env/auth';
import {
  PROVIDER_TIMEOUT_MS,
  ProviderRejectedError,
  verifiedIdToken,
  type ProviderIdentity,
} from './identity';

/**
 * Sign in with Apple: the page gets an authorisation code; the API exchanges it at Apple's
 * token endpoint (authenticated by a client secret JWT signed with the team's key) for an ID
 * token, then checks that token against Apple's JWKS, issuer, audience (our client id) and
 * expiry. The code itself proves nothing until Apple accepts it.
 */
export function createAppleVerifier(apple: AppleEnv) {
  const keys = createRemoteJWKSet(new URL(apple.jwksUrl));
  const signingKey = importPKCS8(apple.privateKey, 'ES256');

  const clientSecret = async () =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
      .setIssuer(apple.teamId)
      .setSubject(apple.clientId)
      .setAudience(apple.issuer)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await signingKey);

  async function exchange(request: TAppleConnectRequest): Promise<string> {
    const response = await fetch(apple.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: apple.clientId,
        client_secret: await clientSecret(),
        code: request.code,
        grant_type: 'authorization_code',
        redirect_uri: request.redirectUri,
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    }).catch((error: Error) => {
      throw new ProviderRejectedError('apple', `token endpoint unreachable: ${error.message}`);
    });
    const body = (await response.json().catch(() => ({}))) as { id_token?: unknown };
    if (!response.ok || typeof body.id_token !== 'string')
      throw new ProviderRejectedError('apple', `code refused (${response.status})`);
    return body.id_token;
  }

  return async (request: TAppleConnectRequest): Promise<ProviderIdentity> => {
    if (request.clientId !== apple.clientId)
      throw new ProviderRejectedError('apple', 'unknown client id');
    if (request.redirectUri !== apple.redirectUri)
      throw new ProviderRejectedError('apple', 'unexpected redirect URI');
    const idToken = await exchange(request);
    const { identity } = await verifiedIdToken('apple', idToken, keys, {
      issuer: apple.issuer,
      audience: apple.clientId,
    });
    return {
      ...identity,
      // Apple gives the name to the page once, on the first sign-in, never in the token.
      firstName: request.firstName ?? '',
      lastName: request.lastName ?? '',
    };
  };
}
