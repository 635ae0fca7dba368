import { ACCOUNT } from '@shop/api-client/contract';
import { ADDRESS_BOOK_MAX } from '@shop/domain/address';
import type { Locale } from '@shop/domain/locales';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { FieldErrors, HttpError } from '../../http/errors';
import { router } from '../route';
import type { RequestContext } from '../../http/store-context';
import { addressErrors } from '../../services/account/address-errors';
import {
  AddressRefusedError,
  createAddress,
  deleteAddress,
  updateAddress,
} from '../../services/account/address-book';
import { loadDeliverableIsoCodes } from '../../services/delivery/deliverable-countries';
import { addressMessage } from '../../services/delivery/texts';

const PRIVATE = 'private, no-store';

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

/** The request's language and its store's deliverable countries. */
async function bookContext(shop: () => RequestContext, context: AppContext) {
  const { storeId, locale, noCache } = shop();
  const deliverable = await loadDeliverableIsoCodes(
    context.db,
    context.caches.content,
    storeId,
    noCache,
  );
  return { locale, deliverable };
}

/** POST, PATCH /secure/account/addresses and DELETE /secure/account/addresses/{addressID}. */
export function registerAddressBook(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);

  route(ACCOUNT.createAddress, async ({ caller: { customerId }, body, shop, reply }) => {
    const book = await bookContext(shop, context);
    try {
      const address = await createAddress(context.db, customerId, body, book);
      void reply.header('Cache-Control', PRIVATE);
      return address;
    } catch (error) {
      throw refusal(error, book.locale);
    }
  });

  route(ACCOUNT.updateAddress, async ({ caller: { customerId }, body, shop, reply }) => {
    const book = await bookContext(shop, context);
    try {
      const address = await updateAddress(context.db, customerId, body, book);
      void reply.header('Cache-Control', PRIVATE);
      return address;
    } catch (error) {
      throw refusal(error, book.locale);
    }
  });

  route(
    ACCOUNT.deleteAddress,
    async ({ caller: { customerId }, params: { addressID }, shop, reply }) => {
      const book = await bookContext(shop, context);
      try {
        await deleteAddress(context.db, customerId, addressID);
      } catch (error) {
        throw refusal(error, book.locale);
      }
      void reply.header('Cache-Control', PRIVATE);
    },
  );
}
