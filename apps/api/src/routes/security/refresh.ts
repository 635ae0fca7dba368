import { ACCOUNT } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { rotateRefreshToken } from '../../services/security/sessions';
import { identityCall } from './errors';
import { clearRefreshCookies, refreshTokenFromCookie, withRefreshCookie } from './refresh-cookie';

/**
 * POST /security/refresh: spends the refresh token (the HttpOnly cookie a browser sends, or the
 * body's `refresh_token` of an API client) for a new access token and refresh cookie; a reused
 * one ends the session. A refusal removes the cookie. A request with no body at all is one
 * with an empty body (a browser has nothing to send but its cookie).
 */
export function registerRefresh(app: FastifyInstance, context: AppContext) {
  const { jwt } = context.env.auth;
  const endpoint = { ...ACCOUNT.refresh, body: ACCOUNT.refresh.body.default({}) };
  router(app, context)(endpoint, async ({ body, request, reply }) => {
    const refreshToken = body.refresh_token ?? refreshTokenFromCookie(request);
    const outcome = refreshToken
      ? await identityCall(reply, () => rotateRefreshToken(context.db, jwt, refreshToken))
      : null;
    if (!outcome?.ok) {
      if (outcome?.reason === 'reused') request.log.warn('refresh token reused: session revoked');
      void reply.header('Cache-Control', 'no-store');
      clearRefreshCookies(request, reply);
      throw new HttpError(401, outcome ? 'Invalid refresh token' : 'No refresh token');
    }
    return withRefreshCookie(request, reply, jwt, outcome.tokens);
  });
}
