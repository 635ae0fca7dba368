import { ZAddresses, ZCustomerProfile, ZProfileUpdate } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { ProfileRefusedError, updateProfile } from '../../services/account/profile-update';
import { loadDeliverableIsoCodes } from '../../services/delivery/deliverable-countries';
import { getProfile, listAddresses } from '../../services/security/profile';
import { translator } from '../../services/site/translator';
import { requireCustomer } from '../security/authenticate';
import type { Identity } from '../security/identity';
import { registerIdentityChanges } from './identity';
import { registerPrivacy } from './privacy';
import { sendProfile } from './send-profile';

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
  app.get('/secure/account/profile/v2', async (request, reply) => {
    const claims = await requireCustomer(request, reply, context);
    const profile = await getProfile(context.db, claims.customerId, claims.scope);
    if (!profile) throw new HttpError(401, 'Invalid or expired token');
    void reply.header('Cache-Control', PRIVATE);
    return context.validateResponses ? ZCustomerProfile.parse(profile) : profile;
  });

  app.patch('/secure/account/profile', async (request, reply) => {
    const claims = await requireCustomer(request, reply, context);
    const patch = parseInput(ZProfileUpdate, request.body, 'body');
    const { store, locale } = requestContext(request, context.stores);
    try {
      const row = await updateProfile(context.db, claims.customerId, patch, {
        store,
        locale,
        now: new Date(),
      });
      return sendProfile(reply, context, row, claims.scope);
    } catch (error) {
      if (error instanceof ProfileRefusedError) throw profileRefusal(error, locale);
      throw error;
    }
  });

  app.get('/secure/account/addresses', async (request, reply) => {
    const claims = await requireCustomer(request, reply, context);
    const { storeId, locale, noCache } = requestContext(request, context.stores);
    const deliverable = await loadDeliverableIsoCodes(
      context.db,
      context.caches.content,
      storeId,
      noCache,
    );
    const addresses = await listAddresses(context.db, claims.customerId, locale, deliverable);
    void reply.header('Cache-Control', PRIVATE);
    return context.validateResponses ? ZAddresses.parse(addresses) : addresses;
  });

  registerIdentityChanges(app, context, identity);
  registerPrivacy(app, context, identity);
}
