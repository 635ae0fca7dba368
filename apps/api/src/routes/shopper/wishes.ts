import { ZWish, ZWishes, ZWishParams, ZWishRequest } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { addWish, listWishes, removeWish } from '../../services/shopper/wishes';
import { requireCustomer } from '../security/authenticate';

const PRIVATE = 'private, no-store';

/** GET, POST /secure/wishes and DELETE /secure/wishes/{id}: the signed-in customer's only. */
export function registerWishes(app: FastifyInstance, context: AppContext): void {
  app.get('/secure/wishes', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const list = await listWishes(context.db, customerId);
    void reply.header('Cache-Control', PRIVATE);
    return context.validateResponses ? ZWishes.parse(list) : list;
  });

  app.post('/secure/wishes', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const { product } = parseInput(ZWishRequest, request.body, 'body');
    const added = await addWish(context.db, customerId, product);
    if (!added) throw new HttpError(404, `No product ${product}`, 'product');
    void reply.header('Cache-Control', PRIVATE);
    const wish = context.validateResponses ? ZWish.parse(added.wish) : added.wish;
    return reply.code(added.created ? 201 : 200).send(wish);
  });

  app.delete('/secure/wishes/:id', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const { id } = parseInput(ZWishParams, request.params, 'path parameter');
    const outcome = await removeWish(context.db, customerId, id);
    // Another customer's wish answers like a missing one: ids are sequential, a 403 would
    // tell which exist.
    if (outcome !== 'deleted') throw new HttpError(404, `No wish ${id}`);
    void reply.header('Cache-Control', PRIVATE);
    return reply.code(204).send();
  });
}
