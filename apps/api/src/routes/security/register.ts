import { ZSignUpRequest } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { signUp } from '../../services/security/sign-up';
import { identityCall } from './errors';
import type { Identity } from './identity';
import { withRefreshCookie } from './refresh-cookie';

/** POST /security/register: creates the account and signs the customer in (201). */
export function registerSignUp(app: FastifyInstance, context: AppContext, identity: Identity) {
  app.post('/security/register', async (request, reply) => {
    const input = parseInput(ZSignUpRequest, request.body, 'body');
    const { store, locale } = requestContext(request, context.stores);
    const tokens = await identityCall(reply, () =>
      signUp(context.db, context.env.auth.jwt, identity.limiter, input, {
        store,
        locale,
        ip: request.ip,
      }),
    );
    return reply.code(201).send(withRefreshCookie(request, reply, context.env.auth.jwt, tokens));
  });
}
