import { ZOutletAccess, ZOutletAccessRequest } from '@shop/api-client/schemas';
import { normalizeEmail } from '@shop/domain/account';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { PUBLIC_POLICIES, type PublicLimit } from '../../http/public-limiter';
import { hasOutletAccess } from '../../services/shopper/newsletter';

/** POST /outlet/access (storefront sections 4 and 7): 200 for customers and subscribers, else 403. */
export function registerOutletAccess(
  app: FastifyInstance,
  context: AppContext,
  limit: PublicLimit,
): void {
  app.post('/outlet/access', async (request, reply) => {
    await limit(PUBLIC_POLICIES.outlet, request.ip, reply);
    const { email } = parseInput(ZOutletAccessRequest, request.body, 'body');
    void reply.header('Cache-Control', 'no-store');
    if (!(await hasOutletAccess(context.db, email)))
      throw new HttpError(403, 'This e-mail has no outlet access');
    const body = { access: true as const, email: normalizeEmail(email) };
    return context.validateResponses ? ZOutletAccess.parse(body) : body;
  });
}
