import { ZParseAnswer, ZParseRequest } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { parseUrl } from '../../services/pages/parse-url';

/** POST /parse: what a path of the store is (code 200, 301 or 404, url, pageInfo). */
export function registerParse(app: FastifyInstance, context: AppContext): void {
  app.post('/parse', async (request, reply) => {
    const body = parseInput(ZParseRequest, request.body, 'body');
    const { store, noCache } = requestContext(request, context.stores);
    const parsed = await parseUrl(
      { db: context.db, caches: context.caches, stores: context.stores, store, noCache },
      body,
    );
    return answer(reply, context, ZParseAnswer, parsed, { lifetime: 'parse', noCache });
  });
}
