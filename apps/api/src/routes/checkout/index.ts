import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCarrierLogo } from '../media/get-carrier-logo';
import { registerCarriers } from './carriers';
import { registerDeliveryCountries } from './countries';
import { registerRelayPoints } from './relay-points';

/** The delivery step of the checkout: countries, carriers, relay points and carrier logos. */
export function registerCheckoutRoutes(app: FastifyInstance, context: AppContext): void {
  registerDeliveryCountries(app, context);
  registerCarriers(app, context);
  registerRelayPoints(app, context);
  registerCarrierLogo(app, context);
}
