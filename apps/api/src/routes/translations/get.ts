import { ZTranslations, ZTranslationsQuery } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { getTranslations } from '../../services/content/get-translations';

/** GET /translations?locale=: the message texts of a language. */
export function registerTranslations(app: FastifyInstance, context: AppContext): void {
  app.get('/translations', async (request, reply) => {
    const query = parseInput(ZTranslationsQuery, request.query, 'query parameter');
    const requested = requestContext(request, context.stores);
    const locale = query.locale ?? requested.locale;
    const messages = await getTranslations(
      context.db,
      context.caches.content,
      locale,
      requested.noCache,
    );
    return answer(
      reply,
      context,
      ZTranslations,
      { locale, messages },
      {
        lifetime: 'translations',
        noCache: requested.noCache,
      },
    );
  });
}
