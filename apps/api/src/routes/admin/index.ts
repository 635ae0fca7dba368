import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAdminToken } from '../../http/admin-token';
import { registerAdminGiftCards } from './gift-cards';
import { registerAdminOrders } from './orders';
import { registerAdminProducts } from './products';
import { registerAdminReviews } from './reviews';
import { registerAdminSettings } from './settings';
import { registerAdminTranslations } from './translations';

/**
 * The back-office calls, in a scope of their own so the token check runs before anything
 * else (a request without the token gets a 401, never a 400 about its body).
 */
export async function registerAdmin(api: FastifyInstance, context: AppContext): Promise<void> {
  await api.register(async (admin) => {
    admin.addHook('onRequest', requireAdminToken(context.env.adminToken));
    registerAdminSettings(admin, context);
    registerAdminProducts(admin, context);
    registerAdminReviews(admin, context);
    registerAdminOrders(admin, context);
    registerAdminGiftCards(admin, context);
    registerAdminTranslations(admin, context);
  });
}
