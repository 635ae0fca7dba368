import type { TCreateOrderRequest, TSavedCard } from '@shop/api-client';
import type { PaymentSelection } from '../payment/payment-choice';
import type { DeliveryState } from '../shipping/delivery-store';
import { signedInCustomer } from './customer';
import type { FakeApi } from './fake-api';
import { paris } from './delivery-fixtures';
import { cap } from './fixtures';
import { renderApp, type RenderAppOptions, type RenderedApp } from './render-app';

/** Home delivery to Jeanne's Paris address with Colissimo (4,95 €), as the shipping step keeps it. */
export const HOME_DELIVERY: Pick<DeliveryState, 'mode' | 'choice' | 'relayPoint' | 'carrierType'> =
  {
    mode: 'home',
    choice: { shippingAddressId: 1, relayPointId: null, carrierId: 1 },
    relayPoint: null,
    carrierType: 'home',
  };

export interface PurchaseOptions extends Partial<RenderAppOptions> {
  /** The cap's price (35 € by default: 39,95 € with delivery). */
  price?: number;
  cards?: TSavedCard[];
  selection?: PaymentSelection | null;
  termsAccepted?: boolean;
  /** Sets the fake API up before the page first asks it (the store's payment methods...). */
  prepare?: (api: FakeApi) => void;
}

/**
 * Jeanne signed in with her Paris address and a cap in the basket, the delivery chosen, at
 * one checkout URL (the payment choice too when given).
 */
export function renderPurchase(
  path: string,
  options: PurchaseOptions = {},
): RenderedApp & { customerId: number; session: ReturnType<typeof signedInCustomer>['session'] } {
  const {
    price = 35,
    cards = [],
    selection = null,
    termsAccepted = false,
    prepare,
    ...rest
  } = options;
  const customer = signedInCustomer([paris()]);
  customer.api.delivery.prices.set(cap.info.id, { price, originPrice: price });
  customer.api.orders.cards.set(customer.customerId, cards);
  customer.api.orders.products.set(cap.info.id, {
    name: cap.info.name,
    brand: cap.info.brand,
    size: cap.size.label,
    picture: cap.info.pictures[0]!.url,
  });
  prepare?.(customer.api);
  const rendered = renderApp({
    path,
    lines: [cap],
    delivery: HOME_DELIVERY,
    payment: { selection, termsAccepted },
    ...customer,
    ...rest,
  });
  return { ...rendered, customerId: customer.customerId, session: customer.session };
}

/** The order body the summary sends for the cap, home delivery and a payment. */
export function capOrder(payment: TCreateOrderRequest['payment']): TCreateOrderRequest {
  return {
    basketItems: [{ productId: cap.info.id, productSizeId: cap.size.id, quantity: 1 }],
    basketPromotion: null,
    carrierId: 1,
    shippingAddressId: 1,
    payment,
    termsAccepted: true,
  };
}
