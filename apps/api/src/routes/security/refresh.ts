import { ZAuthTokens, ZRefreshRequest } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { rotateRefreshToken } from '../../services/security/sessions';
import { identityCall } from './errors';

/** POST /security/refresh: spends the refresh token for a new pair; a reused one ends the session. */
export function registerRefresh(app: FastifyInstance, context: AppContext) {
  app.post('/security/refresh', async (request, reply) => {
    const { refresh_token } = parseInput(ZRefreshRequest, request.body, 'body');
    const outcome = await identityCall(reply, () =>
      rotateRefreshToken(context.db, context.env.auth.jwt, refresh_token),
    );
    if (!outcome.ok) {
      if (outcome.reason === 'reused') request.log.warn('refresh token reused: session revoked');
      throw new HttpError(401, 'Invalid refresh token');
    }
    return ZAuthTokens.parse(outcome.tokens);
  });
}
