import type { TCreateOrderRequest } from '@shop/api-client';
import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import type { CheckoutBasket } from './use-checkout-basket';

/**
 * POST /secure/orders for an order the vouchers pay in full (method 10): the lines and
 * delivery of the tab, the vouchers, the accepted terms; as the summary sends an order.
 */
export function voucherOrderRequest(
  checkout: CheckoutBasket,
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
    payment: { methodId: PAYMENT_METHOD_IDS.voucher },
    voucherIds: [...voucherIds],
    termsAccepted: true,
  };
}
