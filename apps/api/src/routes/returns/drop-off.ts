import { ZRelayPoints, ZReturnDropOffRequest, ZReturnOrder } from '@shop/api-client/schemas';
import { RELAY_SEARCH_MAX_LENGTH } from '@shop/domain/delivery';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { cancelReturn } from '../../services/returns/cancel-return';
import { couponFile } from '../../services/returns/coupon-file';
import { chooseDropOff } from '../../services/returns/drop-off';
import { returnRelayPoints } from '../../services/returns/relay-points';
import { returnText } from '../../services/returns/texts';
import { requireCustomer } from '../security/authenticate';
import { answering } from './errors';
import { ZReturnParams } from './shopper';

const ZRelayQuery = z.object({
  search: z.string().trim().min(1).max(RELAY_SEARCH_MAX_LENGTH).optional(),
});

/** Where the parcel goes, its coupon, and the shopper's cancellation. */
export function registerReturnDropOff(app: FastifyInstance, context: AppContext): void {
  const check = <T>(schema: z.ZodType<T>, answer: T) =>
    context.validateResponses ? schema.parse(answer) : answer;
  const mine = async (request: FastifyRequest, reply: FastifyReply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const { returnOrderId } = parseInput(ZReturnParams, request.params, 'path');
    const { locale } = requestContext(request, context.stores);
    void reply.header('Cache-Control', 'private, no-store');
    return { customerId, returnOrderId, locale };
  };

  app.get('/secure/return-orders/:returnOrderId/relay-points', async (request, reply) => {
    const { customerId, returnOrderId, locale } = await mine(request, reply);
    const { search } = parseInput(ZRelayQuery, request.query, 'query parameter');
    const found = await returnRelayPoints(context.db, returnOrderId, customerId, search);
    if (!found) throw new HttpError(404, returnText(locale, 'errors.notFound'), 'returnOrderId');
    return check(ZRelayPoints, found);
  });

  app.patch('/secure/return-orders/:returnOrderId/drop-off', async (request, reply) => {
    const { customerId, returnOrderId, locale } = await mine(request, reply);
    const body = parseInput(ZReturnDropOffRequest, request.body, 'body');
    const answer = await answering(() =>
      chooseDropOff(context.db, context.stores, returnOrderId, customerId, body, locale),
    );
    return check(ZReturnOrder, answer);
  });

  app.get('/secure/return-orders/:returnOrderId/return-coupon', async (request, reply) => {
    const { customerId, returnOrderId, locale } = await mine(request, reply);
    const { pdf, fileName } = await answering(() =>
      couponFile(context.db, returnOrderId, customerId, context.env.legal, locale),
    );
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  });

  app.patch('/secure/return-orders/:returnOrderId/cancel', async (request, reply) => {
    const { customerId, returnOrderId, locale } = await mine(request, reply);
    const answer = await answering(() =>
      cancelReturn(context.db, context.stores, returnOrderId, customerId, locale),
    );
    return check(ZReturnOrder, answer);
  });
}
