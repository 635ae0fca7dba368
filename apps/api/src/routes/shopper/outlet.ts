import { outletGrantCookie, signOutletGrant } from '@shop/api-client/outlet-grant';
import { SHOPPER } from '@shop/api-client/contract';
import { normalizeEmail } from '@shop/domain/account';
import { OUTLET_GRANT_COOKIE, OUTLET_GRANT_MAX_AGE_S } from '@shop/domain/outlet';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { countedBy, PUBLIC_POLICIES, type PublicLimit } from '../../http/public-limiter';
import { router } from '../route';
import { hasOutletAccess } from '../../services/shopper/newsletter';

/**
 * POST /outlet/access (storefront sections 4 and 7): 200 for customers and subscribers, else
 * 403. A granted access is signed (issue 30, item 10) with the secret the storefront shares,
 * answered for the storefront's guard and set as the browser's HttpOnly cookie, so the outlet's
 * pages are not each one of the 5 checks per 5 minutes this call allows an address.
 */
export function registerOutletAccess(
  app: FastifyInstance,
  context: AppContext,
  limit: PublicLimit,
): void {
  router(app, context)(
    SHOPPER.outletAccess,
    async ({ body: { email }, request, reply }) => {
      void reply.header('Cache-Control', 'no-store');
      if (!(await hasOutletAccess(context.db, email)))
        throw new HttpError(403, 'This e-mail has no outlet access');
      const grant = await signOutletGrant(
        context.env.storefront.revalidateSecret,
        Date.now(),
        OUTLET_GRANT_MAX_AGE_S,
      );
      void reply.header(
        'set-cookie',
        outletGrantCookie(
          OUTLET_GRANT_COOKIE,
          grant,
          OUTLET_GRANT_MAX_AGE_S,
          request.protocol === 'https',
        ),
      );
      return { access: true as const, email: normalizeEmail(email), grant };
    },
    countedBy(limit, PUBLIC_POLICIES.outlet),
  );
}
