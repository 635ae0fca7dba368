import { SHOPPER } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { addWish, listWishes, removeWish } from '../../services/shopper/wishes';

const PRIVATE = 'private, no-store';

/** GET, POST /secure/wishes and DELETE /secure/wishes/{id}: the signed-in customer's only. */
export function registerWishes(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);

  route(SHOPPER.wishes, async ({ caller: { customerId }, reply }) => {
    const list = await listWishes(context.db, customerId);
    void reply.header('Cache-Control', PRIVATE);
    return list;
  });

  route(SHOPPER.addWish, async ({ caller: { customerId }, body: { product }, reply }) => {
    const added = await addWish(context.db, customerId, product);
    if (!added) throw new HttpError(404, `No product ${product}`, 'product');
    void reply.header('Cache-Control', PRIVATE);
    // 201 for a new wish, 200 (the declared success) for one already there.
    if (added.created) void reply.code(201);
    return added.wish;
  });

  route(SHOPPER.deleteWish, async ({ caller: { customerId }, params: { id }, reply }) => {
    const outcome = await removeWish(context.db, customerId, id);
    // Another customer's wish answers like a missing one: ids are sequential, a 403 would
    // tell which exist.
    if (outcome !== 'deleted') throw new HttpError(404, `No wish ${id}`);
    void reply.header('Cache-Control', PRIVATE);
    return undefined;
  });
}
