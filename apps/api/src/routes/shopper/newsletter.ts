import { SHOPPER } from '@shop/api-client/contract';
import { ZNewsletterRefusal } from '@shop/api-client/schemas';
import { normalizeEmail } from '@shop/domain/account';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { countedBy, PUBLIC_POLICIES, type PublicLimit } from '../../http/public-limiter';
import { router } from '../route';
import { shopperMessage } from '../../services/shopper/messages';
import { isSubscribed, subscribe, unsubscribe } from '../../services/shopper/newsletter';

const NO_STORE = 'no-store';

/**
 * Newsletter (storefront section 7): subscribe answers 201, or 422 with `messages` when the
 * e-mail is malformed or already subscribed; unsubscribe and is-subscribed answer the state.
 */
export function registerNewsletter(
  app: FastifyInstance,
  context: AppContext,
  limit: PublicLimit,
): void {
  const route = router(app, context);

  route(
    SHOPPER.subscribeNewsletter,
    async ({ body: { email }, shop, reply }) => {
      const { storeId, locale } = shop();
      void reply.header('Cache-Control', NO_STORE);
      const outcome = await subscribe(context.db, email, { storeId, locale });
      if (outcome !== 'subscribed') {
        const text = shopperMessage(`newsletter.${outcome}`, locale);
        const body = ZNewsletterRefusal.parse({ message: text, status: 422, messages: [text] });
        return reply.code(422).send(body);
      }
      return { email: normalizeEmail(email), subscribed: true };
    },
    countedBy(limit, PUBLIC_POLICIES.newsletter),
  );

  route(
    SHOPPER.unsubscribeNewsletter,
    async ({ body: { email }, reply }) => {
      await unsubscribe(context.db, email);
      void reply.header('Cache-Control', NO_STORE);
      return { email: normalizeEmail(email), subscribed: false };
    },
    countedBy(limit, PUBLIC_POLICIES.newsletter),
  );

  route(
    SHOPPER.newsletterStatus,
    async ({ query: { email }, reply }) => {
      const subscribed = await isSubscribed(context.db, email);
      void reply.header('Cache-Control', NO_STORE);
      return { email: normalizeEmail(email), subscribed };
    },
    countedBy(limit, PUBLIC_POLICIES.newsletterCheck),
  );
}
