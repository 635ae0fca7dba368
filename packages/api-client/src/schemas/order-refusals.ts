import { z } from 'zod';
import { zText } from './text';
import { ZId } from './common';
import { ZOrder } from './orders';

/**
 * The answers of POST /secure/orders that are not an order placed: the API error body
 * (`message`, `status`, `field`) with what the checkout needs to show.
 */

/** 409: lines the stock can no longer serve; nothing was taken. */
export const ZOrderUnavailable = z.object({
  message: zText(),
  status: z.literal(409),
  field: z.literal('basketItems'),
  unavailableItems: z.array(
    z.object({
      productId: ZId,
      productSizeId: ZId,
      /** What the basket asked. */
      quantity: z.number().int().nonnegative(),
      /** What is left now (0: sold out or no longer sold). */
      quantityAvailable: z.number().int().nonnegative(),
    }),
  ),
});

/**
 * 402: the provider refused the payment at once (a saved card). The order is cancelled and its
 * stock given back; `message` is the spec's 'Votre paiement a échoué...', `noDebit` says that
 * nothing was taken, `error` the provider's code with its explanation.
 */
export const ZOrderPaymentRefused = z.object({
  message: zText(),
  status: z.literal(402),
  field: z.literal('payment'),
  noDebit: zText(),
  error: z.object({ code: zText(), message: zText() }),
  order: ZOrder,
});

export type TOrderUnavailable = z.infer<typeof ZOrderUnavailable>;
export type TOrderPaymentRefused = z.infer<typeof ZOrderPaymentRefused>;
