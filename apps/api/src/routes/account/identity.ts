import { ZEmailChange, ZPasswordChange } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { WrongPasswordError } from '../../services/security/confirm-password';
import { changeEmail } from '../../services/security/email-change';
import { changePassword, SamePasswordError } from '../../services/security/password-change';
import { EmailTakenError } from '../../services/security/sign-up';
import { translator } from '../../services/site/translator';
import { requireCustomer } from '../security/authenticate';
import { toHttpError } from '../security/errors';
import type { Identity } from '../security/identity';
import { sendProfile } from './send-profile';

/**
 * Refusals of the identity changes in the shopper's language, naming the field: a wrong
 * password is a 400 (the session is fine, the form is not), an address in use a 409.
 */
export function identityRefusal(
  error: unknown,
  reply: FastifyReply,
  locale: Locale,
  passwordField: 'oldPassword' | 'password',
): unknown {
  const t = translator(locale);
  if (error instanceof WrongPasswordError)
    return new HttpError(
      400,
      t(
        passwordField === 'oldPassword'
          ? 'account.changes.oldPasswordWrong'
          : 'account.changes.passwordWrong',
      ),
      passwordField,
    );
  if (error instanceof SamePasswordError)
    return new HttpError(400, t('account.changes.samePassword'), 'newPassword');
  if (error instanceof EmailTakenError)
    return new HttpError(409, t('account.changes.emailTaken'), 'email');
  return toHttpError(error, reply);
}

/** PATCH /secure/account/password (204) and PATCH /secure/account/email (the new profile). */
export function registerIdentityChanges(
  app: FastifyInstance,
  context: AppContext,
  identity: Identity,
) {
  app.patch('/secure/account/password', async (request, reply) => {
    const claims = await requireCustomer(request, reply, context);
    const input = parseInput(ZPasswordChange, request.body, 'body');
    const { store, locale } = requestContext(request, context.stores);
    void reply.header('Cache-Control', 'no-store');
    try {
      await changePassword(context.db, identity.limiter, claims.customerId, input, {
        sessionId: claims.sessionId,
        store,
        locale,
        ip: request.ip,
      });
    } catch (error) {
      throw identityRefusal(error, reply, locale, 'oldPassword');
    }
    return reply.code(204).send();
  });

  app.patch('/secure/account/email', async (request, reply) => {
    const claims = await requireCustomer(request, reply, context);
    const input = parseInput(ZEmailChange, request.body, 'body');
    const { store, locale } = requestContext(request, context.stores);
    try {
      const row = await changeEmail(context.db, identity.limiter, claims.customerId, input, {
        sessionId: claims.sessionId,
        store,
        locale,
        ip: request.ip,
      });
      return sendProfile(reply, context, row, claims.scope);
    } catch (error) {
      throw identityRefusal(error, reply, locale, 'password');
    }
  });
}
