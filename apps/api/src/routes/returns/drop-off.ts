import { RETURNS } from '@shop/api-client/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { cancelReturn } from '../../services/returns/cancel-return';
import { couponFile } from '../../services/returns/coupon-file';
import { chooseDropOff } from '../../services/returns/drop-off';
import { returnRelayPoints } from '../../services/returns/relay-points';
import { returnText } from '../../services/returns/texts';
import { answering } from './errors';

const personal = (reply: FastifyReply) => void reply.header('Cache-Control', 'private, no-store');

/** Where the parcel goes, its coupon, and the shopper's cancellation. */
export function registerReturnDropOff(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);

  route(RETURNS.returnRelayPoints, async ({ caller, params, query, shop, reply }) => {
    personal(reply);
    const { returnOrderId } = params;
    const found = await returnRelayPoints(
      context.db,
      returnOrderId,
      caller.customerId,
      query.search,
    );
    if (!found)
      throw new HttpError(404, returnText(shop().locale, 'errors.notFound'), 'returnOrderId');
    return found;
  });

  route(RETURNS.chooseReturnDropOff, ({ caller, params, body, shop, reply }) => {
    personal(reply);
    const { stores, db } = context;
    const { customerId } = caller;
    return answering(() =>
      chooseDropOff(db, stores, params.returnOrderId, customerId, body, shop().locale),
    );
  });

  route(RETURNS.returnCoupon, async ({ caller, params, shop, reply }) => {
    personal(reply);
    const { pdf, fileName } = await answering(() =>
      couponFile(
        context.db,
        params.returnOrderId,
        caller.customerId,
        context.env.legal,
        shop().locale,
      ),
    );
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  });

  route(RETURNS.cancelReturnOrder, ({ caller, params, shop, reply }) => {
    personal(reply);
    const { stores, db } = context;
    return answering(() =>
      cancelReturn(db, stores, params.returnOrderId, caller.customerId, shop().locale),
    );
  });
}
