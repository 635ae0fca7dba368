import {
  offeredPaymentMethods,
  PAYMENT_METHOD_IDS,
  PAYPAL_4X_MAXIMUM,
  PAYPAL_4X_MINIMUM,
  type PaymentMethodId,
  type ProviderMethodId,
} from '@shop/domain/orders';
import type { TPaymentMethods } from '@shop/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';

/** The methods a store offers with the configured provider (the store row says cheques). */
export async function storePaymentMethods(
  db: Db,
  storeId: string,
  providerMethods: readonly ProviderMethodId[],
): Promise<PaymentMethodId[]> {
  const [row] = await db
    .select({ acceptsCheque: stores.acceptsCheque })
    .from(stores)
    .where(eq(stores.id, storeId));
  return offeredPaymentMethods({ providerMethods, acceptsCheque: row?.acceptsCheque ?? false });
}

/**
 * GET /payment-methods' answer: the ids, and PayPal 4x's range where PayPal is offered and the
 * provider takes it in four payments (null: no PayPal 4x).
 */
export function paymentMethodsAnswer(
  methodIds: readonly PaymentMethodId[],
  paypalInstallments: readonly number[],
): TPaymentMethods {
  return {
    methodIds: [...methodIds],
    paypal4x:
      methodIds.includes(PAYMENT_METHOD_IDS.paypal) && paypalInstallments.includes(4)
        ? { minimum: PAYPAL_4X_MINIMUM, maximum: PAYPAL_4X_MAXIMUM }
        : null,
  };
}
