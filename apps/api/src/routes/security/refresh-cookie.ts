import {
  AUTH_STRATEGIES,
  parseCookieHeader,
  REFRESH_COOKIE_PATH,
  refreshTokenCookieName,
  type AuthStrategy,
} from '@shop/api-client';
import { ZAuthTokens, type TAuthTokens } from '@shop/api-client/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthEnv } from '../../env/auth';
import type { IssuedTokens } from '../../services/security/sessions';

/**
 * The refresh token lives in a cookie only the API reads or writes (finding 7 of issue 19):
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Path of the
 * refresh call (no other request carries it), Secure on https; 20 days, like the token.
 */
function refreshCookie(request: FastifyRequest, name: string, value: string, maxAgeS: number) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    `Max-Age=${maxAgeS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie values ending every strategy's refresh cookie but `keep`'s. */
function cleared(request: FastifyRequest, keep?: AuthStrategy): string[] {
  return AUTH_STRATEGIES.filter((strategy) => strategy !== keep).map((strategy) =>
    refreshCookie(request, refreshTokenCookieName(strategy), '', 0),
  );
}

/** Removes the refresh cookies (logout, a refused refresh). */
export function clearRefreshCookies(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', cleared(request));
}

/**
 * A sign-in's answer: the refresh token goes into its cookie (one strategy at a time), the
 * body keeps the access token alone.
 */
export function withRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  jwt: AuthEnv['jwt'],
  issued: IssuedTokens,
): TAuthTokens {
  const { refresh_token: refreshToken, strategy, ...answer } = issued;
  void reply.header('set-cookie', [
    refreshCookie(request, refreshTokenCookieName(strategy), refreshToken, jwt.refreshTtlS),
    ...cleared(request, strategy),
  ]);
  return ZAuthTokens.parse(answer);
}

/** The refresh token of the request's cookie, whichever strategy it is under. */
export function refreshTokenFromCookie(request: FastifyRequest): string | null {
  const cookies = parseCookieHeader(request.headers.cookie);
  for (const strategy of AUTH_STRATEGIES) {
    const value = cookies.get(refreshTokenCookieName(strategy));
    if (value) return value;
  }
  return null;
}
