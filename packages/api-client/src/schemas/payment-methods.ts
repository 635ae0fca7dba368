import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import { z } from 'zod';

/** One of section 9's payment method ids. */
export const ZPaymentMethodId = z.union([
  z.literal(PAYMENT_METHOD_IDS.voucher),
  z.literal(PAYMENT_METHOD_IDS.card),
  z.literal(PAYMENT_METHOD_IDS.cheque),
  z.literal(PAYMENT_METHOD_IDS.bankTransfer),
  z.literal(PAYMENT_METHOD_IDS.paypal),
]);

/**
 * GET /payment-methods: what the store (X-Store) offers with the configured payment provider,
 * in the order the payment page shows them; PayPal 4x's range (euros) when PayPal is offered.
 */
export const ZPaymentMethods = z.object({
  methodIds: z.array(ZPaymentMethodId),
  paypal4x: z.object({ minimum: z.number().positive(), maximum: z.number().positive() }).nullable(),
});

export type TPaymentMethodId = z.infer<typeof ZPaymentMethodId>;
export type TPaymentMethods = z.infer<typeof ZPaymentMethods>;
