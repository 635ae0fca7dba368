import { ZLogoutRequest } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { verifyAccessToken } from '../../services/security/access-tokens';
import { revokeSession, sessionOfRefreshToken } from '../../services/security/sessions';
import { bearerToken } from './authenticate';

/**
 * POST /security/logout: ends the session named by the refresh token and/or the access token
 * (204 either way, so a stale logout never fails for the shopper).
 */
export function registerLogout(app: FastifyInstance, context: AppContext) {
  app.post('/security/logout', async (request, reply) => {
    const { refresh_token } = parseInput(ZLogoutRequest, request.body ?? {}, 'body');
    const token = bearerToken(request);
    const claims = token ? await verifyAccessToken(token, context.env.auth.jwt) : null;
    const fromRefresh = refresh_token
      ? await sessionOfRefreshToken(context.db, refresh_token)
      : null;
    for (const sessionId of new Set([claims?.sessionId, fromRefresh]))
      if (sessionId) await revokeSession(context.db, sessionId);
    return reply.header('Cache-Control', 'no-store').code(204).send();
  });
}
