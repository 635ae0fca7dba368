import { ACCOUNT } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { connectWithProvider } from '../../services/social/connect';
import { ProviderUnavailableError } from '../../services/social/identity';
import { identityCall } from '../security/errors';
import type { Identity } from '../security/identity';
import { withRefreshCookie } from '../security/refresh-cookie';

type Provider = 'apple' | 'facebook' | 'google';

/**
 * POST /social-connect/{apple,facebook,google}: the provider's token, verified with the
 * provider, to a session of the matching customer.
 */
export function registerSocialConnect(
  app: FastifyInstance,
  context: AppContext,
  identity: Identity,
) {
  const { db } = context;
  const jwt = context.env.auth.jwt;
  const route = router(app, context);
  // A provider the shop has no settings for does not exist here (its button is hidden): a 404
  // before its body is read, whatever the body is.
  const configured = (provider: Provider) => ({
    before: async () => {
      if (!identity[provider])
        throw new HttpError(404, `Route POST /social-connect/${provider} not found`);
    },
  });

  route(
    ACCOUNT.appleConnect,
    async ({ body: input, request, reply }) => {
      const tokens = await identityCall(reply, async () => {
        if (!identity.apple) throw new ProviderUnavailableError('apple');
        return connectWithProvider(db, jwt, await identity.apple(input));
      });
      return withRefreshCookie(request, reply, jwt, tokens);
    },
    configured('apple'),
  );

  route(
    ACCOUNT.facebookConnect,
    async ({ body: input, request, reply }) => {
      const tokens = await identityCall(reply, async () => {
        if (!identity.facebook) throw new ProviderUnavailableError('facebook');
        return connectWithProvider(db, jwt, await identity.facebook(input));
      });
      return withRefreshCookie(request, reply, jwt, tokens);
    },
    configured('facebook'),
  );

  route(
    ACCOUNT.googleConnect,
    async ({ body: { credential }, request, reply }) => {
      const tokens = await identityCall(reply, async () => {
        if (!identity.google) throw new ProviderUnavailableError('google');
        return connectWithProvider(db, jwt, await identity.google(credential));
      });
      return withRefreshCookie(request, reply, jwt, tokens);
    },
    configured('google'),
  );
}
