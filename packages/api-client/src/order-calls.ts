import { bearer, type Call } from './contract-call';
import { ACCOUNT } from './contract/account';
import { ORDERS } from './contract/orders';
import type { TCreateOrderRequest } from './schemas/orders';

/** Orders and saved cards of the signed-in customer (journey section 7). */
export function orderCalls(call: Call) {
  return {
    /** The same idempotency key with the same body gives the first answer again. */
    createOrder: (token: string, body: TCreateOrderRequest, idempotencyKey: string) =>
      call(ORDERS.createOrder, {
        body,
        headers: { ...bearer(token), 'Idempotency-Key': idempotencyKey },
      }),
    order: (token: string, orderId: number) =>
      call(ORDERS.order, { params: { orderId }, headers: bearer(token) }),
    orders: (token: string, page = 1, state?: 'in_progress' | 'finished') =>
      call(ORDERS.orders, { query: { page, state }, headers: bearer(token) }),
    savedCards: (token: string) => call(ACCOUNT.savedCards, { headers: bearer(token) }),
    deleteSavedCard: (token: string, cardId: string) =>
      call(ACCOUNT.deleteSavedCard, { params: { cardId }, headers: bearer(token) }),
  };
}

export type OrderCalls = ReturnType<typeof orderCalls>;
