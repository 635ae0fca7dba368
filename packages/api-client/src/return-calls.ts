import { bearer, type Call, type Download } from './contract-call';
import { RETURNS } from './contract/returns';
import type { TCreateReturnOrderRequest, TReturnDropOffRequest } from './schemas/returns';

/** Returns of the signed-in customer (journey section 7) and the reasons they can give. */
export function returnCalls(call: Call, download: Download) {
  const mine = (token: string, returnOrderId: number) => ({
    params: { returnOrderId },
    headers: bearer(token),
  });
  return {
    returnReasons: () => call(RETURNS.returnReasons, {}),
    /** The same idempotency key twice answers the return the first call made. */
    createReturnOrder: (token: string, body: TCreateReturnOrderRequest, idempotencyKey: string) =>
      call(RETURNS.createReturnOrder, {
        body,
        headers: { ...bearer(token), 'Idempotency-Key': idempotencyKey },
      }),
    orderReturns: (token: string, orderId: number) =>
      call(RETURNS.orderReturns, { params: { orderId }, headers: bearer(token) }),
    returnOrder: (token: string, returnOrderId: number) =>
      call(RETURNS.returnOrder, mine(token, returnOrderId)),
    /** Relay points near the order's destination, or near `search` (postcode or city). */
    returnRelayPoints: (token: string, returnOrderId: number, search?: string) =>
      call(RETURNS.returnRelayPoints, { ...mine(token, returnOrderId), query: { search } }),
    chooseReturnDropOff: (token: string, returnOrderId: number, body: TReturnDropOffRequest) =>
      call(RETURNS.chooseReturnDropOff, { ...mine(token, returnOrderId), body }),
    returnCoupon: (token: string, returnOrderId: number) =>
      download(RETURNS.returnCoupon, mine(token, returnOrderId)),
    // An empty object: a JSON content type with no body at all is refused.
    cancelReturnOrder: (token: string, returnOrderId: number) =>
      call(RETURNS.cancelReturnOrder, { ...mine(token, returnOrderId), body: {} }),
  };
}

export type ReturnCalls = ReturnType<typeof returnCalls>;
