import { ZGiftCardActivated, ZGiftCardActivation, ZVouchers } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { RateLimitedError } from '../../infra/rate-limit/policies';
import { activateGiftCard, GiftCardRefusal } from '../../services/vouchers/activate-gift-card';
import { listVouchers } from '../../services/vouchers/list-vouchers';
import { voucherText } from '../../services/vouchers/texts';
import type { Identity } from '../security/identity';
import { requireCustomer } from '../security/authenticate';

const PRIVATE = 'private, no-store';

/**
 * GET /secure/account/vouchers (vouchers and credits, labels in the request's language) and
 * POST /secure/account/gift-cards (a card's code to a voucher: 201, or 404 unknown, 409 used,
 * 410 expired, 429 with Retry-After past the wrong attempts allowed).
 */
export function registerVouchers(app: FastifyInstance, context: AppContext, identity: Identity) {
  app.get('/secure/account/vouchers', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const { locale } = requestContext(request, context.stores);
    const vouchers = await listVouchers(context.db, customerId, locale);
    void reply.header('Cache-Control', PRIVATE);
    return context.validateResponses ? ZVouchers.parse(vouchers) : vouchers;
  });

  app.post('/secure/account/gift-cards', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const { code } = parseInput(ZGiftCardActivation, request.body, 'body');
    const { locale } = requestContext(request, context.stores);
    void reply.header('Cache-Control', PRIVATE);
    try {
      const activated = await activateGiftCard(context.db, identity.limiter, {
        customerId,
        code,
        ip: request.ip,
        locale,
      });
      return reply
        .code(201)
        .send(context.validateResponses ? ZGiftCardActivated.parse(activated) : activated);
    } catch (error) {
      if (error instanceof GiftCardRefusal)
        throw new HttpError(error.status, error.message, 'code');
      if (!(error instanceof RateLimitedError)) throw error;
      void reply.header('Retry-After', String(error.retryAfterS));
      throw new HttpError(
        429,
        voucherText(locale, 'giftCard.tooManyAttempts', {
          minutes: Math.ceil(error.retryAfterS / 60),
        }),
        'code',
      );
    }
  });
}
