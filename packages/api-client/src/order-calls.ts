import { z } from 'zod';
import type { RequestOptions } from './client';
import { ZOrder, ZOrders, ZSavedCards, type TCreateOrderRequest } from './schemas/orders';

type Request = <T>(schema: z.ZodType<T>, path: string, init?: RequestOptions) => Promise<T>;

const ZNoContent = z.undefined();
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const segment = (value: string | number) => encodeURIComponent(String(value));

/** Orders and saved cards of the signed-in customer (journey section 7). */
export function orderCalls(request: Request) {
  return {
    /** The same idempotency key with the same body gives the first answer again. */
    createOrder: (token: string, body: TCreateOrderRequest, idempotencyKey: string) =>
      request(ZOrder, '/secure/orders', {
        method: 'POST',
        body,
        headers: { ...bearer(token), 'Idempotency-Key': idempotencyKey },
      }),
    order: (token: string, orderId: number) =>
      request(ZOrder, `/secure/orders/${segment(orderId)}`, { headers: bearer(token) }),
    orders: (token: string, page = 1, state?: 'in_progress' | 'finished') =>
      request(ZOrders, '/secure/me/orders', { query: { page, state }, headers: bearer(token) }),
    savedCards: (token: string) =>
      request(ZSavedCards, '/secure/account/cards', { headers: bearer(token) }),
    deleteSavedCard: (token: string, cardId: string) =>
      request(ZNoContent, `/secure/account/cards/${segment(cardId)}`, {
        method: 'DELETE',
        headers: bearer(token),
      }),
  };
}

export type OrderCalls = ReturnType<typeof orderCalls>;
