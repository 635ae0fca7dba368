import {
  ZAddress,
  ZAddressRequest,
  ZAddressUpdateRequest,
  ZIdParam,
  type TAddress,
} from '@shop/api-client/schemas';
import { ADDRESS_BOOK_MAX } from '@shop/domain/address';
import type { Locale } from '@shop/domain/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { FieldErrors, HttpError, parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { addressErrors } from '../../services/account/address-errors';
import {
  AddressRefusedError,
  createAddress,
  deleteAddress,
  updateAddress,
} from '../../services/account/address-book';
import { loadDeliverableIsoCodes } from '../../services/delivery/deliverable-countries';
import { addressMessage } from '../../services/delivery/texts';
import { requireCustomer } from '../security/authenticate';

const PRIVATE = 'private, no-store';
const ZAddressParams = z.object({ addressID: ZIdParam });

/** The refusal as the shopper reads it, in the request's language. */
function refusal(error: unknown, locale: Locale): unknown {
  if (!(error instanceof AddressRefusedError)) return error;
  switch (error.reason) {
    case 'invalid': {
      const { message, errors } = addressErrors(error.validation!, locale);
      return new FieldErrors(message, errors);
    }
    case 'not_found':
      return new HttpError(404, addressMessage(locale, 'notFound'));
    case 'last_address':
      return new HttpError(409, addressMessage(locale, 'lastAddress'));
    case 'too_many':
      return new HttpError(409, addressMessage(locale, 'tooMany', { max: ADDRESS_BOOK_MAX }));
  }
}

/** The signed-in customer, the request's language and its store's deliverable countries. */
async function bookContext(request: FastifyRequest, reply: FastifyReply, context: AppContext) {
  const { customerId } = await requireCustomer(request, reply, context);
  const { storeId, locale, noCache } = requestContext(request, context.stores);
  const deliverable = await loadDeliverableIsoCodes(
    context.db,
    context.caches.content,
    storeId,
    noCache,
  );
  return { customerId, locale, deliverable };
}

const send = (reply: FastifyReply, context: AppContext, address: TAddress, status: number) =>
  reply
    .code(status)
    .header('Cache-Control', PRIVATE)
    .send(context.validateResponses ? ZAddress.parse(address) : address);

/** POST, PATCH /secure/account/addresses and DELETE /secure/account/addresses/{addressID}. */
export function registerAddressBook(app: FastifyInstance, context: AppContext): void {
  app.post('/secure/account/addresses', async (request, reply) => {
    const book = await bookContext(request, reply, context);
    const input = parseInput(ZAddressRequest, request.body, 'body');
    try {
      return send(
        reply,
        context,
        await createAddress(context.db, book.customerId, input, book),
        201,
      );
    } catch (error) {
      throw refusal(error, book.locale);
    }
  });

  app.patch('/secure/account/addresses', async (request, reply) => {
    const book = await bookContext(request, reply, context);
    const input = parseInput(ZAddressUpdateRequest, request.body, 'body');
    try {
      return send(
        reply,
        context,
        await updateAddress(context.db, book.customerId, input, book),
        200,
      );
    } catch (error) {
      throw refusal(error, book.locale);
    }
  });

  app.delete('/secure/account/addresses/:addressID', async (request, reply) => {
    const book = await bookContext(request, reply, context);
    const { addressID } = parseInput(ZAddressParams, request.params, 'path parameter');
    try {
      await deleteAddress(context.db, book.customerId, addressID);
    } catch (error) {
      throw refusal(error, book.locale);
    }
    return reply.code(204).header('Cache-Control', PRIVATE).send();
  });
}
