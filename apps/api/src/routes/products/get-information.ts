import { ZProductInformation, ZProductParams } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { getProductInformation } from '../../services/products/get-product-information';

/** GET /products/{productId}/information: the product sheet in the request language. */
export function registerProductInformation(app: FastifyInstance, context: AppContext): void {
  app.get('/products/:id/information', async (request, reply) => {
    const { id } = parseInput(ZProductParams, request.params, 'path parameter');
    const { locale, noCache } = requestContext(request, context.stores);
    const information = await getProductInformation(context.db, context.caches, {
      id,
      locale,
      noCache,
    });
    if (!information) throw new HttpError(404, `No product ${id}`);
    return answer(reply, context, ZProductInformation, information, {
      lifetime: 'products',
      noCache,
    });
  });
}
