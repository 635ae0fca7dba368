import { ACCOUNT } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../route';
import { loginWithAutoconnect } from '../../services/security/autoconnect';
import { identityCall } from './errors';
import type { Identity } from './identity';
import { withRefreshCookie } from './refresh-cookie';

/** POST /security/autoconnect: the token of an /autoconnect/{token} link, usable once. */
export function registerAutoconnect(app: FastifyInstance, context: AppContext, identity: Identity) {
  router(app, context)(ACCOUNT.autoconnect, async ({ body: { token }, request, reply }) => {
    const tokens = await identityCall(reply, () =>
      loginWithAutoconnect(context.db, context.env.auth.jwt, identity.limiter, token, request.ip),
    );
    return withRefreshCookie(request, reply, context.env.auth.jwt, tokens);
  });
}
