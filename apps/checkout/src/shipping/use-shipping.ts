import type { TCarrier } from '@shop/api-client';
import { deliveryTypeOf, isDeliveryComplete } from '@shop/domain/delivery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '../app/api-context';
import { sortAddresses } from '../address/address-values';
import { useDeliveryCountries } from '../address/use-delivery-countries';
import { readPromotionCode } from '../basket/promotion-code';
import { useBasketDetail } from '../basket/use-basket-detail';
import { useSession } from '../session/session-context';
import { deliveryStore, useDelivery } from './delivery-store';

/**
 * Everything the shipping step shows: the customer's addresses (main one first), the delivery
 * choice kept for the tab, the carriers of the destination's country and of the mode's type,
 * and the server's totals for that choice.
 */
export function useShipping() {
  const api = useApi();
  const { state } = useSession();
  const addresses = useMemo(
    () => sortAddresses(state.status === 'customer' ? state.addresses : []),
    [state],
  );
  const { mode, choice, relayPoint, carrierType } = useDelivery((s) => s);
  const countries = useDeliveryCountries();
  const [promotionCode] = useState(readPromotionCode);

  const chosenAddress = addresses.find((address) => address.id === choice.shippingAddressId);
  // The first visit (or an address gone from the book): the main address is the destination.
  const fallback = addresses[0];
  const stale = choice.shippingAddressId !== null && !chosenAddress;
  const empty = choice.shippingAddressId === null && choice.relayPointId === null;
  useEffect(() => {
    if (fallback && (stale || (empty && mode === 'home')))
      deliveryStore.getState().chooseAddress(fallback.id);
  }, [fallback, stale, empty, mode]);

  /** The relay search starts from the chosen (or main) address's country and postcode. */
  const homeAddress = chosenAddress ?? fallback ?? null;
  const homeCountry = homeAddress?.countryIsoCode2 ?? countries.data?.[0]?.isoCode2 ?? null;
  const type = deliveryTypeOf(choice);
  const destinationCountry =
    mode === 'home'
      ? (chosenAddress?.countryIsoCode2 ?? null)
      : type === 'relay'
        ? (relayPoint?.countryIsoCode2 ?? null)
        : null;

  const basket = useBasketDetail({
    countryIsoCode:
      (type === 'relay' ? relayPoint?.countryIsoCode2 : chosenAddress?.countryIsoCode2) ?? null,
    carrierId: carrierType === type ? choice.carrierId : null,
    shippingAddressId: choice.shippingAddressId,
    relayPointId: choice.relayPointId,
  });

  const items = useMemo(
    () =>
      basket.lines.map((line) => ({
        productId: line.info.id,
        productSizeId: line.size.id,
        quantity: line.quantity,
      })),
    [basket.lines],
  );
  const carriers = useQuery({
    queryKey: ['carriers', destinationCountry, items, promotionCode],
    queryFn: () =>
      api.carriers({
        basketItems: items,
        basketPromotion: promotionCode ? { code: promotionCode } : null,
        countryIsoCode: destinationCountry ?? '',
      }),
    enabled: destinationCountry !== null && items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const offered: TCarrier[] = useMemo(
    () =>
      (carriers.data?.carriers ?? [])
        .filter((carrier) => carrier.type === mode)
        .sort((a, b) => a.rank - b.rank),
    [carriers.data, mode],
  );

  // A carrier the destination's country no longer offers cannot stay chosen.
  const settled = carriers.data && !carriers.isPlaceholderData && mode === type;
  const offeredIds = offered.map((carrier) => carrier.id).join();
  useEffect(() => {
    if (!settled || choice.carrierId === null) return;
    if (!offeredIds.split(',').includes(String(choice.carrierId)))
      deliveryStore.getState().dropCarrier();
  }, [settled, offeredIds, choice.carrierId]);

  const detail = basket.detail;
  const priced =
    detail !== null &&
    !basket.loading &&
    (choice.carrierId === null || detail.carrier?.id === choice.carrierId);
  const complete = mode === type && isDeliveryComplete(choice, carrierType) && priced;

  return {
    addresses,
    mode,
    choice,
    relayPoint,
    chosenAddress: chosenAddress ?? null,
    homeAddress,
    homeCountry,
    destinationCountry,
    carriers,
    offered,
    basket,
    complete,
  };
}

export type ShippingState = ReturnType<typeof useShipping>;
