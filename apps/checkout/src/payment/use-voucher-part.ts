import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../app/api-context';
import { useSession } from '../session/session-context';
import { usePayment } from './payment-store';
import { spendableVouchers, voucherPart, type VoucherPart } from './voucher-part';

/**
 * The customer's vouchers and credits that can pay now (GET /secure/account/vouchers), the
 * ones ticked, and what they pay of `total` (the server's, with the carrier).
 */
export function useVoucherPart(total: number | null) {
  const api = useApi();
  const { state, callAsCustomer } = useSession();
  const customerId = state.status === 'customer' ? state.profile.id : null;
  const query = useQuery({
    queryKey: ['payment-vouchers', customerId],
    queryFn: () => callAsCustomer((token) => api.vouchers(token)),
    enabled: customerId !== null,
    retry: 1,
  });
  const chosenIds = usePayment((payment) => payment.voucherIds);
  const [now] = useState(() => new Date());
  const spendable = useMemo(
    () => (query.data ? spendableVouchers(query.data.vouchers, now) : []),
    [query.data, now],
  );
  const part: VoucherPart = voucherPart(total, spendable, chosenIds, now);
  return { query, spendable, ...part };
}

export type VoucherPartState = ReturnType<typeof useVoucherPart>;
