import { ZSavedCards } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { PaymentProviderError } from '../../payments/errors';
import { deleteSavedCard, listSavedCards } from '../../services/account/saved-cards';
import { translator } from '../../services/site/translator';
import { requireCustomer } from '../security/authenticate';

const PRIVATE = 'private, no-store';
const ZCardParams = z.object({ cardId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

/**
 * GET /secure/account/cards and DELETE /secure/account/cards/{cardId} (the card book). A card
 * of another customer is a 404 like one that does not exist; a provider failure is a 502 the
 * shopper can read.
 */
export function registerSavedCards(app: FastifyInstance, context: AppContext): void {
  app.get('/secure/account/cards', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const { locale } = requestContext(request, context.stores);
    let cards;
    try {
      cards = await listSavedCards(context.db, context.payments, customerId);
    } catch (error) {
      request.log.error({ err: error }, 'saved cards: the provider failed');
      throw new HttpError(502, translator(locale)('payment.cards.unavailable'));
    }
    return reply
      .header('Cache-Control', PRIVATE)
      .send(context.validateResponses ? ZSavedCards.parse(cards) : cards);
  });

  app.delete('/secure/account/cards/:cardId', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const { locale } = requestContext(request, context.stores);
    const { cardId } = parseInput(ZCardParams, request.params, 'path parameter');
    try {
      await deleteSavedCard(context.db, context.payments, customerId, cardId);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.reason === 'not_found')
        throw new HttpError(404, translator(locale)('payment.cards.notFound'));
      request.log.error({ err: error }, 'saved cards: deletion failed');
      throw new HttpError(502, translator(locale)('payment.cards.deleteFailed'));
    }
    return reply.code(204).header('Cache-Control', PRIVATE).send();
  });
}
