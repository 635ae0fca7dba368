import { SHOPPER } from '@shop/api-client/contract';
import { BOT_CHECK_MIN_SCORE, passesBotCheck } from '@shop/domain/bot-check';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { countedBy, PUBLIC_POLICIES, type PublicLimit } from '../../http/public-limiter';
import { router } from '../route';
import { BotCheckUnavailableError, type ShopBotCheck } from '../../services/bot-check/bot-check';
import { sendContactMessage } from '../../services/contact/send-message';
import { findCustomerById } from '../../services/security/customers';
import { bearerToken, requireCustomer } from '../security/authenticate';

/** The e-mail of the signed-in customer (optional sign-in: null without a token). */
async function signedInEmail(
  request: FastifyRequest,
  reply: FastifyReply,
  context: AppContext,
): Promise<string | null> {
  if (!bearerToken(request)) return null;
  const { customerId } = await requireCustomer(request, reply, context);
  return (await findCustomerById(context.db, customerId))?.email ?? null;
}

/**
 * POST /contact/messages (journey section 2, /contact; the spec does not show the path): the
 * form, checked by the shared schema (400 naming the field), then by the bot check (403 below
 * the minimum score, nothing stored), then stored and e-mailed (201). Nothing of the message
 * is logged.
 */
export function registerContactMessages(
  app: FastifyInstance,
  context: AppContext,
  botCheck: ShopBotCheck,
  limit: PublicLimit,
): void {
  router(app, context)(
    SHOPPER.sendContactMessage,
    async ({ body: { botToken, ...message }, shop, request, reply }) => {
      const { store, locale } = shop();
      void reply.header('Cache-Control', 'no-store');

      let score: number;
      try {
        ({ score } = await botCheck.check.verify(botToken, { action: 'contact', ip: request.ip }));
      } catch (error) {
        if (!(error instanceof BotCheckUnavailableError)) throw error;
        request.log.error(
          { provider: botCheck.config.provider, reason: error.message },
          'bot check unavailable',
        );
        throw new HttpError(503, 'The bot check is unavailable, try again in a moment');
      }
      if (!passesBotCheck(score))
        throw new HttpError(
          403,
          `Refused by the bot check: score ${score} is below the minimum of ${BOT_CHECK_MIN_SCORE}`,
          'botToken',
        );

      await sendContactMessage(context.db, message, {
        store,
        locale,
        serviceEmail: context.env.contact.customerServiceEmail,
        verifiedEmail: await signedInEmail(request, reply, context),
      });
      return { status: 'received' as const };
    },
    countedBy(limit, PUBLIC_POLICIES.contact),
  );
}
