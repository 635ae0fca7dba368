import { BACK_OFFICE } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { updateProduct, updateSizeStock } from '../../services/admin/update-product';

/** PATCH /admin/products/{id} and /admin/products/{id}/sizes/{sizeId}. */
export function registerAdminProducts(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);
  route(BACK_OFFICE.updateProduct, async ({ params: { id }, body, reply }) => {
    const product = await updateProduct(context.db, context.caches, id, body);
    if (!product) throw new HttpError(404, `No product ${id}`);
    void reply.header('Cache-Control', 'no-store');
    return product;
  });
  route(BACK_OFFICE.updateSize, async ({ params: { id, sizeId }, body, reply }) => {
    const size = await updateSizeStock(context.db, context.caches, id, sizeId, body.stock);
    if (!size) throw new HttpError(404, `No size ${sizeId} of product ${id}`);
    void reply.header('Cache-Control', 'no-store');
    return size;
  });
}
