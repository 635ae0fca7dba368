import { BACK_OFFICE } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../route';
import { createGiftCards } from '../../services/vouchers/create-gift-cards';

/** POST /admin/gift-cards: new cards, their codes answered this once (never stored). */
export function registerAdminGiftCards(app: FastifyInstance, context: AppContext): void {
  route(app, context, BACK_OFFICE.issueGiftCards, ({ body, reply }) => {
    void reply.header('Cache-Control', 'no-store');
    return createGiftCards(context.db, body);
  });
}
