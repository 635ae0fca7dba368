import { ACCOUNT } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { RateLimitedError } from '../../infra/rate-limit/policies';
import { activateGiftCard, GiftCardRefusal } from '../../services/vouchers/activate-gift-card';
import { listVouchers } from '../../services/vouchers/list-vouchers';
import { voucherText } from '../../services/vouchers/texts';
import type { Identity } from '../security/identity';

const PRIVATE = 'private, no-store';

/**
 * GET /secure/account/vouchers (vouchers and credits, labels in the request's language) and
 * POST /secure/account/gift-cards (a card's code to a voucher: 201, or 404 unknown, 409 used,
 * 410 expired, 429 with Retry-After past the wrong attempts allowed).
 */
export function registerVouchers(app: FastifyInstance, context: AppContext, identity: Identity) {
  const route = router(app, context);

  route(ACCOUNT.vouchers, async ({ caller: { customerId }, shop, reply }) => {
    const { locale } = shop();
    const vouchers = await listVouchers(context.db, customerId, locale);
    void reply.header('Cache-Control', PRIVATE);
    return vouchers;
  });

  route(
    ACCOUNT.activateGiftCard,
    async ({ caller: { customerId }, body: { code }, shop, request, reply }) => {
      const { locale } = shop();
      void reply.header('Cache-Control', PRIVATE);
      try {
        return await activateGiftCard(context.db, identity.limiter, {
          customerId,
          code,
          ip: request.ip,
          locale,
        });
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
    },
  );
}
