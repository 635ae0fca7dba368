import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
} from 'jose';

/**
 * Google, Apple and Facebook as the API sees them, on loopback, for tests only: published
 * keys (JWKS), Apple's code exchange (checking our client secret) and Facebook's debug_token
 * and /me. Tokens are minted here with the provider's key, or any other to test refusals.
 */
export interface StandIn {
  url: string;
  settings: Record<string, string>;
  googleToken(claims?: JWTPayload, options?: MintOptions): Promise<string>;
  appleCode(claims?: JWTPayload, options?: MintOptions): Promise<string>;
  facebookToken(data: FacebookTokenData, me?: Record<string, string>): string;
  close(): Promise<void>;
}

export interface MintOptions {
  /** Sign with another key than the published one. */
  foreignKey?: boolean;
  expiresIn?: string | number;
  audience?: string;
}

export interface FacebookTokenData {
  app_id: string;
  is_valid: boolean;
  user_id: string;
  expires_at: number;
}

export const GOOGLE_CLIENT_ID = 'shop-web.apps.googleusercontent.test';
export const APPLE_CLIENT_ID = 'fr.maisonrue.web';
export const APPLE_TEAM_ID = 'TEAM123456';
export const APPLE_REDIRECT_URI = 'http://localhost:3000/login';
export const FACEBOOK_APP_ID = '1234567890';
const FACEBOOK_APP_SECRET = 'facebook-app-secret';

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

export async function startProviderStandIn(): Promise<StandIn> {
  const providerKeys = await generateKeyPair('RS256');
  const foreignKeys = await generateKeyPair('RS256');
  const appleTeamKey = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = { ...(await exportJWK(providerKeys.publicKey)), kid: 'k1', alg: 'RS256' };
  const appleCodes = new Map<string, string>();
  const facebookTokens = new Map<string, { data: FacebookTokenData; me: Record<string, string> }>();
  let origin = '';

  const mint = async (issuer: string, audience: string, claims: JWTPayload, options: MintOptions) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(options.audience ?? audience)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign((options.foreignKey ? foreignKeys : providerKeys).privateKey as CryptoKey);

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (url.pathname === '/jwks') return json(200, { keys: [publicJwk] });
    if (url.pathname === '/apple/token' && request.method === 'POST') {
      const form = new URLSearchParams(await body(request));
      try {
        // Apple checks the client secret we signed with the team key before anything else.
        await jwtVerify(form.get('client_secret') ?? '', appleTeamKey.publicKey, {
          issuer: APPLE_TEAM_ID,
          subject: APPLE_CLIENT_ID,
          audience: `${origin}/apple`,
          algorithms: ['ES256'],
        });
      } catch {
        return json(400, { error: 'invalid_client' });
      }
      const idToken = appleCodes.get(form.get('code') ?? '');
      if (!idToken || form.get('redirect_uri') !== APPLE_REDIRECT_URI)
        return json(400, { error: 'invalid_grant' });
      appleCodes.delete(form.get('code') ?? '');
      return json(200, { access_token: 'a', token_type: 'Bearer', id_token: idToken });
    }
    if (url.pathname === '/graph/debug_token') {
      if (url.searchParams.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`)
        return json(400, { error: { message: 'Invalid OAuth access token' } });
      const known = facebookTokens.get(url.searchParams.get('input_token') ?? '');
      return json(200, { data: known?.data ?? { is_valid: false } });
    }
    if (url.pathname === '/graph/me') {
      const known = facebookTokens.get(url.searchParams.get('access_token') ?? '');
      return known ? json(200, known.me) : json(400, { error: { message: 'Invalid token' } });
    }
    json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let counter = 0;

  return {
    url: origin,
    settings: {
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${origin}/jwks`,
      GOOGLE_ISSUERS: `${origin}/google`,
      APPLE_CLIENT_ID,
      APPLE_TEAM_ID,
      APPLE_KEY_ID: 'KEY123',
      APPLE_PRIVATE_KEY: await exportPKCS8(appleTeamKey.privateKey as CryptoKey),
      APPLE_REDIRECT_URI,
      APPLE_ISSUER: `${origin}/apple`,
      APPLE_TOKEN_URL: `${origin}/apple/token`,
      APPLE_JWKS_URL: `${origin}/jwks`,
      FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET,
      FACEBOOK_GRAPH_URL: `${origin}/graph`,
    },
    googleToken: (claims = {}, options = {}) =>
      mint(`${origin}/google`, GOOGLE_CLIENT_ID, claims, options),
    async appleCode(claims = {}, options = {}) {
      counter += 1;
      const code = `code-${counter}`;
      appleCodes.set(code, await mint(`${origin}/apple`, APPLE_CLIENT_ID, claims, options));
      return code;
    },
    facebookToken(data, me = {}) {
      counter += 1;
      const token = `fb-token-${counter}`;
      facebookTokens.set(token, { data, me: { id: data.user_id, ...me } });
      return token;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
