import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAdminReturns } from './admin';
import { registerReturnDropOff } from './drop-off';
import { registerShopperReturns } from './shopper';

/** Returns: the shopper's calls (journey section 7) and the back office's. */
export async function registerReturnRoutes(
  api: FastifyInstance,
  context: AppContext,
): Promise<void> {
  registerShopperReturns(api, context);
  registerReturnDropOff(api, context);
  registerAdminReturns(api, context);
}
