import { ZParseAnswer, ZParseRequest, type TParseAnswer } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { sendWire } from '../../http/reply';
import { toWire } from '../../infra/wire-answer';
import { requestContext } from '../../http/store-context';
import { parseUrlAnswer } from '../../services/pages/parse-url';

/** POST /parse: what a path of the store is (code 200, 301 or 404, url, pageInfo). */
export function registerParse(app: FastifyInstance, context: AppContext): void {
  const serialize = (parsed: TParseAnswer) => toWire(context, ZParseAnswer, parsed);
  app.post('/parse', async (request, reply) => {
    const body = parseInput(ZParseRequest, request.body, 'body');
    const { store, noCache } = requestContext(request, context.stores);
    const wire = await parseUrlAnswer(
      { db: context.db, caches: context.caches, stores: context.stores, store, noCache },
      body,
      serialize,
    );
    return sendWire(reply, wire, { lifetime: 'parse', noCache });
  });
}
