import {
  ZAppleConnectRequest,
  ZFacebookConnectRequest,
  ZGoogleConnectRequest,
} from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { connectWithProvider } from '../../services/social/connect';
import { ProviderUnavailableError } from '../../services/social/identity';
import { identityCall } from '../security/errors';
import type { Identity } from '../security/identity';
import { withRefreshCookie } from '../security/refresh-cookie';

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
  // A provider the shop has no settings for does not exist here (its button is hidden).
  const configured = (provider: 'apple' | 'facebook' | 'google') => {
    if (!identity[provider])
      throw new HttpError(404, `Route POST /social-connect/${provider} not found`);
  };

  app.post('/social-connect/apple', async (request, reply) => {
    configured('apple');
    const input = parseInput(ZAppleConnectRequest, request.body, 'body');
    const tokens = await identityCall(reply, async () => {
      if (!identity.apple) throw new ProviderUnavailableError('apple');
      return connectWithProvider(db, jwt, await identity.apple(input));
    });
    return withRefreshCookie(request, reply, jwt, tokens);
  });

  app.post('/social-connect/facebook', async (request, reply) => {
    configured('facebook');
    const input = parseInput(ZFacebookConnectRequest, request.body, 'body');
    const tokens = await identityCall(reply, async () => {
      if (!identity.facebook) throw new ProviderUnavailableError('facebook');
      return connectWithProvider(db, jwt, await identity.facebook(input));
    });
    return withRefreshCookie(request, reply, jwt, tokens);
  });

  app.post('/social-connect/google', async (request, reply) => {
    configured('google');
    const { credential } = parseInput(ZGoogleConnectRequest, request.body, 'body');
    const tokens = await identityCall(reply, async () => {
      if (!identity.google) throw new ProviderUnavailableError('google');
      return connectWithProvider(db, jwt, await identity.google(credential));
    });
    return withRefreshCookie(request, reply, jwt, tokens);
  });
}
