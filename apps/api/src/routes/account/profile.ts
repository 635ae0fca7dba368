import { ZAddresses, ZCustomerProfile } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { loadDeliverableIsoCodes } from '../../services/delivery/deliverable-countries';
import { getProfile, listAddresses } from '../../services/security/profile';
import { requireCustomer } from '../security/authenticate';

const PRIVATE = 'private, no-store';

/** GET /secure/account/profile/v2 and GET /secure/account/addresses: the signed-in customer. */
export function registerAccount(app: FastifyInstance, context: AppContext) {
  app.get('/secure/account/profile/v2', async (request, reply) => {
    const claims = await requireCustomer(request, reply, context);
    const profile = await getProfile(context.db, claims.customerId, claims.scope);
    if (!profile) throw new HttpError(401, 'Invalid or expired token');
    void reply.header('Cache-Control', PRIVATE);
    return context.validateResponses ? ZCustomerProfile.parse(profile) : profile;
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
}
