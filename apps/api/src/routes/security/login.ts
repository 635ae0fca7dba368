import { ACCOUNT } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../route';
import { loginWithPassword } from '../../services/security/login';
import { identityCall } from './errors';
import type { Identity } from './identity';
import { withRefreshCookie } from './refresh-cookie';

/** POST /security/login: `_username` and `_password` to an access token and a refresh cookie. */
export function registerLogin(app: FastifyInstance, context: AppContext, identity: Identity) {
  router(app, context)(ACCOUNT.login, async ({ body: credentials, request, reply }) => {
    const tokens = await identityCall(reply, () =>
      loginWithPassword(context.db, context.env.auth.jwt, identity.limiter, credentials, {
        ip: request.ip,
        botCheck: identity.botCheck,
      }),
    );
    return withRefreshCookie(request, reply, context.env.auth.jwt, tokens);
  });
}
