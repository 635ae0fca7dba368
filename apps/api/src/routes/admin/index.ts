import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAdminGiftCards } from './gift-cards';
import { registerAdminOrders } from './orders';
import { registerAdminProducts } from './products';
import { registerAdminReviews } from './reviews';
import { registerAdminSettings } from './settings';
import { registerAdminTranslations } from './translations';

/**
 * The back-office calls. Each endpoint's contract says it is the back office's: route() checks
 * the token before anything else (a request without it gets a 401, never a 400 about its body).
 */
export function registerAdmin(api: FastifyInstance, context: AppContext): void {
  registerAdminSettings(api, context);
  registerAdminProducts(api, context);
  registerAdminReviews(api, context);
  registerAdminOrders(api, context);
  registerAdminGiftCards(api, context);
  registerAdminTranslations(api, context);
}
