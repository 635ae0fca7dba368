import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { clientKey } from '../../infra/rate-limit/client-address';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { POLICIES, type Limited, type RateLimitedError } from '../../infra/rate-limit/policies';
import { verifyAccessToken } from '../../services/security/access-tokens';
import type { PromotionGuard } from '../../services/shopper/promotions';
import { bearerToken } from '../security/authenticate';

/**
 * Who a tried code counts against: the client's address and, when the request carries one of
 * our access tokens, its customer (whatever address they move to). Never the basket: shoppers
 * share baskets, and a guesser's failures on one would refuse valid codes to all who hold it.
 * The token's signature is enough to name the customer; an ended session still names them.
 */
export async function promotionGuard(
  request: FastifyRequest,
  context: AppContext,
  limiter: Limiter,
): Promise<PromotionGuard> {
  const token = bearerToken(request);
  const claims = token ? await verifyAccessToken(token, context.env.auth.jwt) : null;
  const customer: Limited[] = claims
    ? [{ policy: POLICIES.promoPerCustomer, value: String(claims.customerId) }]
    : [];
  return {
    limiter,
    keys: [{ policy: POLICIES.promoPerIp, value: clientKey(request.ip) }, ...customer],
  };
}

/** A shopper past their wrong codes: 429 with Retry-After, naming the code field. */
export function promotionRateLimited(error: RateLimitedError, reply: FastifyReply): HttpError {
  void reply.header('Retry-After', String(error.retryAfterS));
  return new HttpError(429, error.message, 'basketPromotion.code');
}
