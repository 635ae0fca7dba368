import { ZLogoutRequest } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { verifyAccessToken } from '../../services/security/access-tokens';
import { revokeSession, sessionOfRefreshToken } from '../../services/security/sessions';
import { bearerToken } from './authenticate';
import { clearRefreshCookies, refreshTokenFromCookie } from './refresh-cookie';

/**
 * POST /security/logout: ends the session named by the access token (expired ones too: the
 * browser cannot read its refresh cookie) and/or a refresh token, and removes the refresh
 * cookie (204 either way, so a stale logout never fails for the shopper).
 */
export function registerLogout(app: FastifyInstance, context: AppContext) {
  const { jwt } = context.env.auth;
  app.post('/security/logout', async (request, reply) => {
    const body = parseInput(ZLogoutRequest, request.body ?? {}, 'body');
    const token = bearerToken(request);
    const claims = token
      ? await verifyAccessToken(token, jwt, { expiredForS: jwt.refreshTtlS })
      : null;
    const refreshToken = body.refresh_token ?? refreshTokenFromCookie(request);
    const fromRefresh = refreshToken ? await sessionOfRefreshToken(context.db, refreshToken) : null;
    for (const sessionId of new Set([claims?.sessionId, fromRefresh]))
      if (sessionId) await revokeSession(context.db, sessionId);
    clearRefreshCookies(request, reply);
    return reply.header('Cache-Control', 'no-store').code(204).send();
  });
}
