import { BROWSING } from '@shop/api-client/contract';
import { ZProductHeaders, ZProductPage, type TProductPage } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { sendWire } from '../../http/reply';
import { router } from '../route';
import { toWire } from '../../infra/wire-answer';
import { getProductAnswer } from '../../services/products/get-product-page';

/** GET /products/{id}: product, metadata, scores, informations; X-Url-Version may say v3. */
export function registerProduct(app: FastifyInstance, context: AppContext): void {
  const serialize = (page: TProductPage) => toWire(context, ZProductPage, page);
  // The cached serialized answer is sent as it is (sendWire): the handler returns the reply.
  router(app, context)(BROWSING.product, async ({ params: { id }, shop, request, reply }) => {
    const version = request.headers['x-url-version'];
    parseInput(ZProductHeaders, { 'X-Url-Version': version || undefined }, 'header');
    const { store, locale, noCache } = shop();
    const wire = await getProductAnswer(
      context.db,
      context.caches,
      { id, store, stores: context.stores, locale, noCache },
      serialize,
    );
    if (!wire) throw new HttpError(404, `No product ${id}`);
    return sendWire(reply, wire, { lifetime: 'products', noCache });
  });
}
