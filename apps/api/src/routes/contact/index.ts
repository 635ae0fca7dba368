import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createPublicLimit } from '../../http/public-limiter';
import { createBotCheck } from '../../services/bot-check/bot-check';
import { registerBotCheck } from './bot-check';
import { registerContactMessages } from './send-message';

/** The contact form and the bot check that guards it. */
export function registerContactRoutes(app: FastifyInstance, context: AppContext): void {
  const limit = createPublicLimit(app, context.env.auth);
  const botCheck = createBotCheck(context.env.contact.botCheck, context.db);
  registerBotCheck(app, context, botCheck, limit);
  registerContactMessages(app, context, botCheck, limit);
}
