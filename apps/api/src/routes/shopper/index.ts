import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createPublicLimit } from '../../http/public-limiter';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { registerBasket } from './basket';
import { registerNewsletter } from './newsletter';
import { registerOutletAccess } from './outlet';
import { registerProductAlerts } from './product-alerts';
import { registerReviews } from './reviews';
import { registerWishes } from './wishes';

/**
 * Basket, stock alerts, newsletter, outlet gate, wishlist and reviews; `promotions` counts
 * wrong promotion codes (shared with the carriers).
 */
export function registerShopperRoutes(
  app: FastifyInstance,
  context: AppContext,
  promotions: Limiter,
): void {
  const limit = createPublicLimit(app, context.env.auth);
  registerBasket(app, context, promotions);
  registerProductAlerts(app, context, limit);
  registerNewsletter(app, context, limit);
  registerOutletAccess(app, context, limit);
  registerWishes(app, context);
  registerReviews(app, context);
}
