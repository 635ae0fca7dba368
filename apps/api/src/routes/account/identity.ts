import { ACCOUNT } from '@shop/api-client/contract';
import type { Locale } from '@shop/domain/locales';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { WrongPasswordError } from '../../services/security/confirm-password';
import { changeEmail } from '../../services/security/email-change';
import { changePassword, SamePasswordError } from '../../services/security/password-change';
import { EmailTakenError } from '../../services/security/sign-up';
import { translator } from '../../services/site/translator';
import { toHttpError } from '../security/errors';
import type { Identity } from '../security/identity';
import { profileAnswer } from './send-profile';

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
  const route = router(app, context);

  route(ACCOUNT.changePassword, async ({ caller, body: input, shop, request, reply }) => {
    const { store, locale } = shop();
    void reply.header('Cache-Control', 'no-store');
    try {
      await changePassword(context.db, identity.limiter, caller.customerId, input, {
        sessionId: caller.sessionId,
        store,
        locale,
        ip: request.ip,
      });
    } catch (error) {
      throw identityRefusal(error, reply, locale, 'oldPassword');
    }
  });

  route(ACCOUNT.changeEmail, async ({ caller, body: input, shop, request, reply }) => {
    const { store, locale } = shop();
    try {
      const row = await changeEmail(context.db, identity.limiter, caller.customerId, input, {
        sessionId: caller.sessionId,
        store,
        locale,
        ip: request.ip,
      });
      return profileAnswer(reply, row, caller.scope);
    } catch (error) {
      throw identityRefusal(error, reply, locale, 'password');
    }
  });
}
