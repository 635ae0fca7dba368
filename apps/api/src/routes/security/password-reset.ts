import {
  ZPasswordResetAccepted,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
} from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
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
  app.post('/security/password-reset/request', async (request, reply) => {
    const { email } = parseInput(ZPasswordResetRequest, request.body, 'body');
    const { store, locale } = requestContext(request, context.stores);
    const sendLink = await identityCall(reply, () =>
      requestPasswordReset(context.db, identity.limiter, email, { store, locale, ip: request.ip }),
    );
    // The look-up starts once the answer is out: known and unknown e-mails take the same time.
    reply.raw.once('finish', () => {
      sendLink().catch((error: unknown) =>
        request.log.error({ err: error }, 'the password-reset e-mail could not be written'),
      );
    });
    return reply.code(202).send(ZPasswordResetAccepted.parse({ status: 'accepted' }));
  });

  app.post('/security/password-reset/confirm', async (request, reply) => {
    const input = parseInput(ZPasswordResetConfirm, request.body, 'body');
    await identityCall(reply, () =>
      confirmPasswordReset(context.db, identity.limiter, input, request.ip),
    );
    return reply.code(204).send();
  });
}
