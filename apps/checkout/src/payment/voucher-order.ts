import type { TCreateOrderRequest, TPaymentChoice } from '@shop/api-client';
import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import type { CheckoutBasket } from './use-checkout-basket';

/**
 * POST /secure/orders: the lines and delivery of the tab, the vouchers ticked (paying first),
 * the payment of the rest, the accepted terms. The summary and the payment page both send it.
 */
export function orderRequest(
  checkout: CheckoutBasket,
  payment: TPaymentChoice,
  voucherIds: readonly number[],
): TCreateOrderRequest {
  const { basket, choice } = checkout;
  return {
    basketItems: basket.lines.map((line) => ({
      productId: line.info.id,
      productSizeId: line.size.id,
      quantity: line.quantity,
    })),
    basketPromotion: basket.promotion ? { code: basket.promotion.code } : null,
    carrierId: choice.carrierId!,
    ...(choice.relayPointId !== null
      ? { relayPointId: choice.relayPointId }
      : { shippingAddressId: choice.shippingAddressId }),
    payment,
    ...(voucherIds.length > 0 ? { voucherIds: [...voucherIds] } : {}),
    termsAccepted: true,
  };
}

/** An order the vouchers pay in full (method 10). */
export const voucherOrderRequest = (checkout: CheckoutBasket, voucherIds: readonly number[]) =>
  orderRequest(checkout, { methodId: PAYMENT_METHOD_IDS.voucher }, voucherIds);
