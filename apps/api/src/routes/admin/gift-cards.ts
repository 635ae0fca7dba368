import { ZAdminGiftCards, ZAdminGiftCardsRequest } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { createGiftCards } from '../../services/vouchers/create-gift-cards';

/** POST /admin/gift-cards: new cards, their codes answered this once (never stored). */
export function registerAdminGiftCards(app: FastifyInstance, context: AppContext): void {
  app.post('/admin/gift-cards', async (request, reply) => {
    const input = parseInput(ZAdminGiftCardsRequest, request.body ?? {}, 'body');
    const made = await createGiftCards(context.db, input);
    void reply.header('Cache-Control', 'no-store');
    return reply.code(201).send(context.validateResponses ? ZAdminGiftCards.parse(made) : made);
  });
}
