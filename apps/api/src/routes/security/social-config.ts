import { ACCOUNT } from '@shop/api-client/contract';
import { ZSocialConfig, type TSocialConfig } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../route';

/** GET /security/social-config: public ids the sign-in buttons need; null = not configured. */
export function registerSocialConfig(app: FastifyInstance, context: AppContext) {
  const { apple, facebook, google } = context.env.auth;
  const body: TSocialConfig = ZSocialConfig.parse({
    apple: apple && {
      clientId: apple.clientId,
      redirectUri: apple.redirectUri,
      sdkUrl: apple.sdkUrl,
    },
    facebook: facebook && {
      appId: facebook.appId,
      sdkUrl: facebook.sdkUrl,
      version: facebook.sdkVersion,
    },
    google: google && { clientId: google.clientId, sdkUrl: google.sdkUrl },
  });
  router(app, context)(ACCOUNT.socialConfig, ({ reply }) => {
    void reply.header('Cache-Control', 'public, max-age=300');
    return body;
  });
}
