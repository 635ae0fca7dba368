import type { ApiClient } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api-context';
import { useSession } from '../../session/session-context';

/**
 * A read of the signed-in customer's data, with the token refreshed once when it expired. The
 * customer's id is part of the cache key: another customer signing in on the tab never sees
 * these answers.
 */
export function useCustomerQuery<T>(
  key: readonly unknown[],
  call: (api: ApiClient, token: string) => Promise<T>,
  options: { retry?: boolean | number } = {},
) {
  const api = useApi();
  const { state, callAsCustomer } = useSession();
  const customerId = state.status === 'customer' ? state.profile.id : null;
  return useQuery({
    queryKey: ['customer', customerId, ...key],
    queryFn: () => callAsCustomer((token) => call(api, token)),
    enabled: customerId !== null,
    retry: options.retry ?? false,
  });
}

/** The cache key prefix of `useCustomerQuery`, to refresh or update an answer after a change. */
export function customerKey(customerId: number, ...key: readonly unknown[]): unknown[] {
  return ['customer', customerId, ...key];
}
