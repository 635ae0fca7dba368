import {
  ZAdminProduct,
  ZAdminProductParams,
  ZAdminProductPatch,
  ZAdminSize,
  ZAdminSizeParams,
  ZAdminSizePatch,
} from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { updateProduct, updateSizeStock } from '../../services/admin/update-product';

/** PATCH /admin/products/{id} and /admin/products/{id}/sizes/{sizeId}. */
export function registerAdminProducts(app: FastifyInstance, context: AppContext): void {
  app.patch('/admin/products/:id', async (request, reply) => {
    const { id } = parseInput(ZAdminProductParams, request.params, 'path parameter');
    const patch = parseInput(ZAdminProductPatch, request.body, 'body');
    const product = await updateProduct(context.db, context.caches, id, patch);
    if (!product) throw new HttpError(404, `No product ${id}`);
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZAdminProduct.parse(product) : product;
  });
  app.patch('/admin/products/:id/sizes/:sizeId', async (request, reply) => {
    const { id, sizeId } = parseInput(ZAdminSizeParams, request.params, 'path parameter');
    const { stock } = parseInput(ZAdminSizePatch, request.body, 'body');
    const size = await updateSizeStock(context.db, context.caches, id, sizeId, stock);
    if (!size) throw new HttpError(404, `No size ${sizeId} of product ${id}`);
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZAdminSize.parse(size) : size;
  });
}
