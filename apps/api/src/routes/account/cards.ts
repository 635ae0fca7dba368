import { ACCOUNT } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { PaymentProviderError } from '../../payments/errors';
import { deleteSavedCard, listSavedCards } from '../../services/account/saved-cards';
import { translator } from '../../services/site/translator';

const PRIVATE = 'private, no-store';

/**
 * GET /secure/account/cards and DELETE /secure/account/cards/{cardId} (the card book). A card
 * of another customer is a 404 like one that does not exist; a provider failure is a 502 the
 * shopper can read.
 */
export function registerSavedCards(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);

  route(ACCOUNT.savedCards, async ({ caller: { customerId }, shop, request, reply }) => {
    const { locale } = shop();
    let cards;
    try {
      cards = await listSavedCards(context.db, context.payments, customerId);
    } catch (error) {
      request.log.error({ err: error }, 'saved cards: the provider failed');
      throw new HttpError(502, translator(locale)('payment.cards.unavailable'));
    }
    void reply.header('Cache-Control', PRIVATE);
    return cards;
  });

  route(
    ACCOUNT.deleteSavedCard,
    async ({ caller: { customerId }, params: { cardId }, shop, request, reply }) => {
      const { locale } = shop();
      try {
        await deleteSavedCard(context.db, context.payments, customerId, cardId);
      } catch (error) {
        if (error instanceof PaymentProviderError && error.reason === 'not_found')
          throw new HttpError(404, translator(locale)('payment.cards.notFound'));
        request.log.error({ err: error }, 'saved cards: deletion failed');
        throw new HttpError(502, translator(locale)('payment.cards.deleteFailed'));
      }
      void reply.header('Cache-Control', PRIVATE);
    },
  );
}
