import type { z } from 'zod';
import type { DownloadedFile, RequestOptions } from './client';
import { ZRelayPoints } from './schemas/delivery';
import {
  ZOrderReturns,
  ZReturnOrder,
  ZReturnReasons,
  type TCreateReturnOrderRequest,
  type TReturnDropOffRequest,
} from './schemas/returns';

type Request = <T>(schema: z.ZodType<T>, path: string, init?: RequestOptions) => Promise<T>;
type RequestFile = (path: string, init?: RequestOptions) => Promise<DownloadedFile>;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const segment = (value: string | number) => encodeURIComponent(String(value));
const returnPath = (returnOrderId: number) => `/secure/return-orders/${segment(returnOrderId)}`;

/** Returns of the signed-in customer (journey section 7) and the reasons they can give. */
export function returnCalls(request: Request, requestFile: RequestFile) {
  return {
    returnReasons: () => request(ZReturnReasons, '/return-orders-reasons'),
    /** The same idempotency key twice answers the return the first call made. */
    createReturnOrder: (token: string, body: TCreateReturnOrderRequest, idempotencyKey: string) =>
      request(ZReturnOrder, '/secure/return-orders', {
        method: 'POST',
        body,
        headers: { ...bearer(token), 'Idempotency-Key': idempotencyKey },
      }),
    orderReturns: (token: string, orderId: number) =>
      request(ZOrderReturns, `/secure/orders/${segment(orderId)}/return-orders`, {
        headers: bearer(token),
      }),
    returnOrder: (token: string, returnOrderId: number) =>
      request(ZReturnOrder, returnPath(returnOrderId), { headers: bearer(token) }),
    /** Relay points near the order's destination, or near `search` (postcode or city). */
    returnRelayPoints: (token: string, returnOrderId: number, search?: string) =>
      request(ZRelayPoints, `${returnPath(returnOrderId)}/relay-points`, {
        query: { search },
        headers: bearer(token),
      }),
    chooseReturnDropOff: (token: string, returnOrderId: number, body: TReturnDropOffRequest) =>
      request(ZReturnOrder, `${returnPath(returnOrderId)}/drop-off`, {
        method: 'PATCH',
        body,
        headers: bearer(token),
      }),
    returnCoupon: (token: string, returnOrderId: number) =>
      requestFile(`${returnPath(returnOrderId)}/return-coupon`, { headers: bearer(token) }),
    cancelReturnOrder: (token: string, returnOrderId: number) =>
      request(ZReturnOrder, `${returnPath(returnOrderId)}/cancel`, {
        method: 'PATCH',
        // An empty object: a JSON content type with no body at all is refused.
        body: {},
        headers: bearer(token),
      }),
  };
}

export type ReturnCalls = ReturnType<typeof returnCalls>;
