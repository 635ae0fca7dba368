import { ACCOUNT } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import {
  closeAccount,
  OrdersInProgressError,
  SavedCardsError,
} from '../../services/account/close-account';
import { exportAccount } from '../../services/account/export';
import { translator } from '../../services/site/translator';
import type { Identity } from '../security/identity';
import { identityRefusal } from './identity';

/**
 * What European law gives the customer over their data: GET /secure/account/export (a JSON
 * download of all of it) and POST /secure/account/delete (the account closed, 204).
 */
export function registerPrivacy(app: FastifyInstance, context: AppContext, identity: Identity) {
  const route = router(app, context);

  // A download: the answer is sent as a file, checked here (route() checks what it sends).
  route(ACCOUNT.exportAccount, async ({ caller, shop, reply }) => {
    const { locale } = shop();
    const now = new Date();
    const data = await exportAccount(
      context.db,
      caller.customerId,
      caller.scope,
      locale,
      context.env.orders.bankAccount,
      now,
    );
    const name = `${translator(locale)('account.changes.exportFile')}-${now.toISOString().slice(0, 10)}.json`;
    const answer = context.validateResponses ? ACCOUNT.exportAccount.response.parse(data) : data;
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(JSON.stringify(answer, null, 2));
  });

  route(ACCOUNT.deleteAccount, async ({ caller, body: { password }, shop, request, reply }) => {
    const { store, locale } = shop();
    void reply.header('Cache-Control', 'no-store');
    const t = translator(locale);
    try {
      await closeAccount(context.db, identity.limiter, caller.customerId, password, {
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
  });
}
