import { ACCOUNT } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../route';
import { signUp } from '../../services/security/sign-up';
import { identityCall } from './errors';
import type { Identity } from './identity';
import { withRefreshCookie } from './refresh-cookie';

/** POST /security/register: creates the account and signs the customer in (201). */
export function registerSignUp(app: FastifyInstance, context: AppContext, identity: Identity) {
  router(app, context)(ACCOUNT.signUp, async ({ body: input, shop, request, reply }) => {
    const { store, locale } = shop();
    const tokens = await identityCall(reply, () =>
      signUp(context.db, context.env.auth.jwt, identity.limiter, input, {
        store,
        locale,
        ip: request.ip,
      }),
    );
    return withRefreshCookie(request, reply, context.env.auth.jwt, tokens);
  });
}
