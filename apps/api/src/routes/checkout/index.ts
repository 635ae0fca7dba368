import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { registerCarrierLogo } from '../media/get-carrier-logo';
import { registerCarriers } from './carriers';
import { registerDeliveryCountries } from './countries';
import { registerRelayPoints } from './relay-points';

/**
 * The delivery step of the checkout: countries, carriers, relay points and carrier logos;
 * `promotions` counts the wrong codes a carriers' quote is asked with.
 */
export function registerCheckoutRoutes(
  app: FastifyInstance,
  context: AppContext,
  promotions: Limiter,
): void {
  registerDeliveryCountries(app, context);
  registerCarriers(app, context, promotions);
  registerRelayPoints(app, context);
  registerCarrierLogo(app, context);
}
