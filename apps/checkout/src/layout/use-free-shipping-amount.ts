import type { TDeliveryPromises } from '@shop/api-client';
import { DEFAULT_FREE_SHIPPING_AMOUNT } from '@shop/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../app/api-context';

function useFreeShippingQuery() {
  const api = useApi();
  const query = useQuery({
    queryKey: ['free-shipping'],
    queryFn: () => api.freeShipping(),
    staleTime: 5 * 60_000,
    retry: false,
  });
  useEffect(() => {
    if (query.error) console.error('Unable to fetch the free shipping amount', query.error);
  }, [query.error]);
  return query;
}

/**
 * The back office's free-delivery threshold in euros (`GET checkout/carriers/free-shipping`,
 * journey section 7), for the promises the layout shows. Undefined while it is on its way, so
 * no wrong amount flashes first; a failure is reported only and the spec's 99 euros stand in.
 */
export function useFreeShippingAmount(): number | undefined {
  const query = useFreeShippingQuery();
  if (query.isError) return DEFAULT_FREE_SHIPPING_AMOUNT;
  return query.data?.freeShipping;
}

/**
 * What delivery costs and takes in the store's country, from the carriers (the same call).
 * Undefined until known or when it failed: the promise then names no figure.
 */
export function useDeliveryPromises(): TDeliveryPromises | undefined {
  return useFreeShippingQuery().data?.delivery;
}
