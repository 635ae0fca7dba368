import { ACCOUNT } from '@shop/api-client/contract';
import type { Locale } from '@shop/domain/locales';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { ProfileRefusedError, updateProfile } from '../../services/account/profile-update';
import { loadDeliverableIsoCodes } from '../../services/delivery/deliverable-countries';
import { getProfile, listAddresses } from '../../services/security/profile';
import { translator } from '../../services/site/translator';
import type { Identity } from '../security/identity';
import { registerIdentityChanges } from './identity';
import { registerPrivacy } from './privacy';
import { profileAnswer } from './send-profile';

const PRIVATE = 'private, no-store';

/** The profile's refusals in the shopper's language, naming the field. */
function profileRefusal(error: ProfileRefusedError, locale: Locale): HttpError {
  const t = translator(locale);
  const text =
    error.field === 'birthday'
      ? t('account.changes.invalidBirthday')
      : error.field === 'phone'
        ? t('account.changes.invalidPhone')
        : error.error === 'tooLong'
          ? t('account.errors.tooLong')
          : t(`account.errors.${error.field}Required`);
  return new HttpError(400, text, error.field);
}

/**
 * The account area: GET /secure/account/profile/v2, PATCH /secure/account/profile and
 * GET /secure/account/addresses here; e-mail and password changes, and the customer's data
 * (export and closing), in their own modules.
 */
export function registerAccount(app: FastifyInstance, context: AppContext, identity: Identity) {
  const route = router(app, context);

  route(ACCOUNT.profile, async ({ caller, reply }) => {
    const profile = await getProfile(context.db, caller.customerId, caller.scope);
    if (!profile) throw new HttpError(401, 'Invalid or expired token');
    void reply.header('Cache-Control', PRIVATE);
    return profile;
  });

  route(ACCOUNT.updateProfile, async ({ caller, body: patch, shop, reply }) => {
    const { store, locale } = shop();
    try {
      const row = await updateProfile(context.db, caller.customerId, patch, {
        store,
        locale,
        now: new Date(),
      });
      return profileAnswer(reply, row, caller.scope);
    } catch (error) {
      if (error instanceof ProfileRefusedError) throw profileRefusal(error, locale);
      throw error;
    }
  });

  route(ACCOUNT.addresses, async ({ caller, shop, reply }) => {
    const { storeId, locale, noCache } = shop();
    const deliverable = await loadDeliverableIsoCodes(
      context.db,
      context.caches.content,
      storeId,
      noCache,
    );
    const addresses = await listAddresses(context.db, caller.customerId, locale, deliverable);
    void reply.header('Cache-Control', PRIVATE);
    return addresses;
  });

  registerIdentityChanges(app, context, identity);
  registerPrivacy(app, context, identity);
}
