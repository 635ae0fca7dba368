import type { Call } from './contract-call';
import { ORDERS } from './contract/orders';

/** The payment methods the client's store offers (public: no token). */
export function paymentMethodCalls(call: Call) {
  return {
    paymentMethods: () => call(ORDERS.paymentMethods, {}),
  };
}

export type PaymentMethodCalls = ReturnType<typeof paymentMethodCalls>;
