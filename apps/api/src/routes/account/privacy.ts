import { ZAccountDeletion, ZAccountExport } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import {
  closeAccount,
  OrdersInProgressError,
  SavedCardsError,
} from '../../services/account/close-account';
import { exportAccount } from '../../services/account/export';
import { translator } from '../../services/site/translator';
import { requireCustomer } from '../security/authenticate';
import type { Identity } from '../security/identity';
import { identityRefusal } from './identity';

/**
 * What European law gives the customer over their data: GET /secure/account/export (a JSON
 * download of all of it) and POST /secure/account/delete (the account closed, 204).
 */
export function registerPrivacy(app: FastifyInstance, context: AppContext, identity: Identity) {
  app.get('/secure/account/export', async (request, reply) => {
    const claims = await requireCustomer(request, reply, context);
    const { locale } = requestContext(request, context.stores);
    const now = new Date();
    const data = await exportAccount(
      context.db,
      claims.customerId,
      claims.scope,
      locale,
      context.env.orders.bankAccount,
      now,
    );
    const name = `${translator(locale)('account.changes.exportFile')}-${now.toISOString().slice(0, 10)}.json`;
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(JSON.stringify(context.validateResponses ? ZAccountExport.parse(data) : data, null, 2));
  });

  app.post('/secure/account/delete', async (request, reply) => {
    const claims = await requireCustomer(request, reply, context);
    const { password } = parseInput(ZAccountDeletion, request.body, 'body');
    const { store, locale } = requestContext(request, context.stores);
    void reply.header('Cache-Control', 'no-store');
    const t = translator(locale);
    try {
      await closeAccount(context.db, identity.limiter, claims.customerId, password, {
        payments: context.payments,
        store,
        locale,
        ip: request.ip,
      });
    } catch (error) {
      if (error instanceof OrdersInProgressError)
        throw new HttpError(409, t('account.changes.ordersInProgress'));
      if (error instanceof SavedCardsError) {
        request.log.error({ err: error.cause }, 'account deletion: the provider kept the cards');
        throw new HttpError(502, t('account.changes.cardsFailed'));
      }
      throw identityRefusal(error, reply, locale, 'password');
    }
    return reply.code(204).send();
  });
}
