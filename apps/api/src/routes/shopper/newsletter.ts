import {
  ZNewsletterQuery,
  ZNewsletterRefusal,
  ZNewsletterRequest,
  ZNewsletterStatus,
  ZOutletAccessRequest,
} from '@shop/api-client/schemas';
import { normalizeEmail } from '@shop/domain/account';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { PUBLIC_POLICIES, type PublicLimit } from '../../http/public-limiter';
import { requestContext } from '../../http/store-context';
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
  app.post('/newsletters/subscribe', async (request, reply) => {
    await limit(PUBLIC_POLICIES.newsletter, request.ip, reply);
    const { email } = parseInput(ZNewsletterRequest, request.body, 'body');
    const { storeId, locale } = requestContext(request, context.stores);
    void reply.header('Cache-Control', NO_STORE);
    const outcome = await subscribe(context.db, email, { storeId, locale });
    if (outcome !== 'subscribed') {
      const text = shopperMessage(`newsletter.${outcome}`, locale);
      const body = ZNewsletterRefusal.parse({ message: text, status: 422, messages: [text] });
      return reply.code(422).send(body);
    }
    const body = { email: normalizeEmail(email), subscribed: true };
    return reply.code(201).send(context.validateResponses ? ZNewsletterStatus.parse(body) : body);
  });

  app.patch('/newsletters/unsubscribe', async (request, reply) => {
    await limit(PUBLIC_POLICIES.newsletter, request.ip, reply);
    const { email } = parseInput(ZOutletAccessRequest, request.body, 'body');
    await unsubscribe(context.db, email);
    void reply.header('Cache-Control', NO_STORE);
    const body = { email: normalizeEmail(email), subscribed: false };
    return context.validateResponses ? ZNewsletterStatus.parse(body) : body;
  });

  app.get('/newsletters/is-subscribed', async (request, reply) => {
    await limit(PUBLIC_POLICIES.newsletterCheck, request.ip, reply);
    const { email } = parseInput(ZNewsletterQuery, request.query, 'query parameter');
    const body = {
      email: normalizeEmail(email),
      subscribed: await isSubscribed(context.db, email),
    };
    void reply.header('Cache-Control', NO_STORE);
    return context.validateResponses ? ZNewsletterStatus.parse(body) : body;
  });
}
