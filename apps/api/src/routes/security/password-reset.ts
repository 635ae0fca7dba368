import { ACCOUNT } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../route';
import { confirmPasswordReset, requestPasswordReset } from '../../services/security/password-reset';
import { identityCall } from './errors';
import type { Identity } from './identity';

/**
 * POST /security/password-reset/request answers 202 `{status: 'accepted'}` whether or not the
 * e-mail has an account, before finding out; /confirm sets the new password (204) or says the link is dead (400).
 */
export function registerPasswordReset(
  app: FastifyInstance,
  context: AppContext,
  identity: Identity,
) {
  const route = router(app, context);

  route(ACCOUNT.requestPasswordReset, async ({ body: { email }, shop, request, reply }) => {
    const { store, locale } = shop();
    const sendLink = await identityCall(reply, () =>
      requestPasswordReset(context.db, identity.limiter, email, { store, locale, ip: request.ip }),
    );
    // The look-up starts once the answer is out: known and unknown e-mails take the same time.
    reply.raw.once('finish', () => {
      sendLink().catch((error: unknown) =>
        request.log.error({ err: error }, 'the password-reset e-mail could not be written'),
      );
    });
    return { status: 'accepted' as const };
  });

  route(ACCOUNT.confirmPasswordReset, async ({ body: input, request, reply }) => {
    await identityCall(reply, () =>
      confirmPasswordReset(context.db, identity.limiter, input, request.ip),
    );
  });
}
