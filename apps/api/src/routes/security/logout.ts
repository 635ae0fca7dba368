import { ACCOUNT } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../route';
import { verifyAccessToken } from '../../services/security/access-tokens';
import { revokeSession, sessionOfRefreshToken } from '../../services/security/sessions';
import { bearerToken } from './authenticate';
import { clearRefreshCookies, refreshTokenFromCookie } from './refresh-cookie';

/**
 * POST /security/logout: ends the session named by the access token (expired ones too: the
 * browser cannot read its refresh cookie) and/or a refresh token, and removes the refresh
 * cookie (204 either way, so a stale logout never fails for the shopper). No body at all is an
 * empty one.
 */
export function registerLogout(app: FastifyInstance, context: AppContext) {
  const { jwt } = context.env.auth;
  const endpoint = { ...ACCOUNT.logout, body: ACCOUNT.logout.body.default({}) };
  router(app, context)(endpoint, async ({ body, request, reply }) => {
    const token = bearerToken(request);
    const claims = token
      ? await verifyAccessToken(token, jwt, { expiredForS: jwt.refreshTtlS })
      : null;
    const refreshToken = body.refresh_token ?? refreshTokenFromCookie(request);
    const fromRefresh = refreshToken ? await sessionOfRefreshToken(context.db, refreshToken) : null;
    for (const sessionId of new Set([claims?.sessionId, fromRefresh]))
      if (sessionId) await revokeSession(context.db, sessionId);
    clearRefreshCookies(request, reply);
    void reply.header('Cache-Control', 'no-store');
  });
}
