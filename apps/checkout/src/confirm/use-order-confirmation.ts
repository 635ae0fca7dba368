import { ApiError } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../app/api-context';
import { useSession } from '../session/session-context';
import { confirmOutcome } from './order-outcome';

/** How often the page asks for the order while its payment is pending, and for how long. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_WAIT_LIMIT_MS = 60_000;
/**
 * The first asks after the first read: back from the provider's page, its webhook usually lands
 * within a second, and a 2 s step made the shopper wait up to 2 s more for the thank-you page.
 */
export const CONFIRM_FIRST_POLLS_MS = [250, 500, 1000] as const;

/** The wait before the next ask, after `reads` answers: quick at first, then every 2 s. */
export const confirmPollDelay = (reads: number): number =>
  CONFIRM_FIRST_POLLS_MS[reads - 1] ?? CONFIRM_POLL_MS;

/**
 * The order of the confirmation page (and of the payment step back from a failure), asked again
 * until it is paid, waits for its transfer or failed (quickly at first, then every 2 s), for at
 * most a minute (then "still processing", and a button to ask again).
 */
export function useOrderConfirmation(orderId: number) {
  const api = useApi();
  const { callAsCustomer } = useSession();
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), CONFIRM_WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [orderId, round]);

  const query = useQuery({
    queryKey: ['order', orderId],
    queryFn: () => callAsCustomer((token) => api.order(token, orderId)),
    refetchInterval: (current) => {
      const data = current.state.data;
      if (timedOut || current.state.error) return false;
      return data && confirmOutcome(data) !== 'pending'
        ? false
        : confirmPollDelay(current.state.dataUpdateCount);
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  const outcome = query.data ? confirmOutcome(query.data) : null;
  const missing =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
  return {
    query,
    outcome,
    missing,
    /** Still pending after the limit: the page says so and stops asking. */
    slow: timedOut && (outcome === null || outcome === 'pending') && !query.isError,
    checkAgain: () => {
      setRound((value) => value + 1);
      void query.refetch();
    },
  };
}
