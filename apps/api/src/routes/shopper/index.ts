import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createPublicLimit } from '../../http/public-limiter';
import { createSharedLimiter } from '../../infra/rate-limit/shared-limiter';
import { registerBasket } from './basket';
import { registerNewsletter } from './newsletter';
import { registerOutletAccess } from './outlet';
import { registerProductAlerts } from './product-alerts';
import { registerReviews } from './reviews';
import { registerWishes } from './wishes';

/** Basket, stock alerts, newsletter, outlet gate, wishlist and reviews. */
export function registerShopperRoutes(app: FastifyInstance, context: AppContext): void {
  const limit = createPublicLimit(app, context.env.auth);
  registerBasket(app, context, createSharedLimiter(app, context.env.auth, context.db));
  registerProductAlerts(app, context, limit);
  registerNewsletter(app, context, limit);
  registerOutletAccess(app, context, limit);
  registerWishes(app, context);
  registerReviews(app, context);
}
