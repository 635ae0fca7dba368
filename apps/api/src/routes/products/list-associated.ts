import { ZAssociatedProducts, ZProductParams } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { listAssociatedProducts } from '../../services/products/list-associated-products';

/** GET /products/{productId}/associated: best sellers of the same category. */
export function registerAssociatedProducts(app: FastifyInstance, context: AppContext): void {
  app.get('/products/:id/associated', async (request, reply) => {
    const { id } = parseInput(ZProductParams, request.params, 'path parameter');
    const { noCache } = requestContext(request, context.stores);
    const products = await listAssociatedProducts(context.db, context.caches, id, noCache);
    if (!products) throw new HttpError(404, `No product ${id}`);
    return answer(
      reply,
      context,
      ZAssociatedProducts,
      { products },
      {
        lifetime: 'products',
        noCache,
      },
    );
  });
}
