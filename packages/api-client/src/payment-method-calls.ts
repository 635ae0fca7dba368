import type { z } from 'zod';
import type { RequestOptions } from './client';
import { ZPaymentMethods } from './schemas/payment-methods';

type Request = <T>(schema: z.ZodType<T>, path: string, init?: RequestOptions) => Promise<T>;

/** The payment methods the client's store offers (public: no token). */
export function paymentMethodCalls(request: Request) {
  return {
    paymentMethods: () => request(ZPaymentMethods, '/payment-methods'),
  };
}

export type PaymentMethodCalls = ReturnType<typeof paymentMethodCalls>;
