import type { TAddress, TRelayPoint } from '@shop/api-client';
import type { DeliveryChoice } from '@shop/domain/delivery';
import { useMemo } from 'react';
import { useBasketDetail, type BasketDetailState } from '../basket/use-basket-detail';
import { useSession } from '../session/session-context';
import { useDelivery } from '../shipping/delivery-store';

export interface CheckoutBasket {
  basket: BasketDetailState;
  choice: DeliveryChoice;
  /** The chosen address of the book, or null for a relay point. */
  address: TAddress | null;
  relayPoint: TRelayPoint | null;
  /** The server's total with the chosen carrier; null until it answers (see basket.loading). */
  total: number | null;
}

/**
 * The basket priced by the server with the tab's delivery choice (the same request, and so
 * the same cached answer, as the shipping step's).
 */
export function useCheckoutBasket(): CheckoutBasket {
  const { state } = useSession();
  const { choice, relayPoint } = useDelivery((delivery) => delivery);
  const addresses = state.status === 'customer' ? state.addresses : [];
  const address =
    choice.relayPointId === null
      ? (addresses.find((known) => known.id === choice.shippingAddressId) ?? null)
      : null;
  const point = choice.relayPointId !== null ? relayPoint : null;
  const country = point ? point.countryIsoCode2 : (address?.countryIsoCode2 ?? null);
  const request = useMemo(
    () => ({
      countryIsoCode: country,
      carrierId: choice.carrierId,
      shippingAddressId: choice.shippingAddressId,
      relayPointId: choice.relayPointId,
    }),
    [country, choice],
  );
  const basket = useBasketDetail(request);
  const detail = basket.detail;
  // Only an answer for the chosen carrier is the order's total (while a newer one loads too).
  const priced = detail !== null && detail.carrier?.id === choice.carrierId;
  return {
    basket,
    choice,
    address,
    relayPoint: point,
    total: priced ? detail.priceWithCarrier : null,
  };
}
