import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { getTranslations } from '../../services/content/get-translations';

/** GET /translations?locale=: the message texts of a language. */
export function registerTranslations(app: FastifyInstance, context: AppContext): void {
  router(app, context)(BROWSING.translations, async ({ query, shop, reply }) => {
    const requested = shop();
    const locale = query.locale ?? requested.locale;
    const messages = await getTranslations(
      context.db,
      context.caches.content,
      locale,
      requested.noCache,
    );
    cacheHeaders(reply, { lifetime: 'translations', noCache: requested.noCache });
    return { locale, messages };
  });
}
