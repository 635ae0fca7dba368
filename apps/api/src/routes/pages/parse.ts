import { BROWSING } from '@shop/api-client/contract';
import { ZParseAnswer, type TParseAnswer } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sendWire } from '../../http/reply';
import { router } from '../route';
import { toWire } from '../../infra/wire-answer';
import { parseUrlAnswer } from '../../services/pages/parse-url';

/** POST /parse: what a path of the store is (code 200, 301 or 404, url, pageInfo). */
export function registerParse(app: FastifyInstance, context: AppContext): void {
  const serialize = (parsed: TParseAnswer) => toWire(context, ZParseAnswer, parsed);
  // The cached serialized answer is sent as it is (sendWire): the handler returns the reply.
  router(app, context)(BROWSING.parse, async ({ body, shop, reply }) => {
    const { store, noCache } = shop();
    const wire = await parseUrlAnswer(
      { db: context.db, caches: context.caches, stores: context.stores, store, noCache },
      body,
      serialize,
    );
    return sendWire(reply, wire, { lifetime: 'parse', noCache });
  });
}
