import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app/api-context';
import { useShop } from '../app/shop-context-provider';

/** The store's deliverable countries, its own country first (they change with a deployment). */
export function useDeliveryCountries() {
  const api = useApi();
  const { storeId, locale } = useShop();
  return useQuery({
    queryKey: ['delivery-countries', storeId, locale],
    queryFn: () => api.deliveryCountries(),
    staleTime: Infinity,
    retry: false,
  });
}
