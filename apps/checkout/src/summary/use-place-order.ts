import type { TCreateOrderRequest, TOrder } from '@shop/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../app/api-context';
import { fullPage } from '../app/site-navigation';
import { attemptKey, endAttempt, recordAttemptOrder } from '../payment/order-attempt';
import { useSession } from '../session/session-context';
import { nextStep, orderFailure, type OrderFailure } from './order-outcome';

export type PlaceOrderState =
  | { status: 'idle' }
  | { status: 'placing' }
  | { status: 'redirecting' }
  | { status: 'failed'; failure: OrderFailure };

/** A key still in flight is asked again after these pauses (ms), then given up. */
export const IN_FLIGHT_RETRIES_MS = [500, 1000, 2000, 4000];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Places the order once: a click while it is being placed does nothing, and every send of the
 * same body carries the attempt's idempotency key (sessionStorage), so a double click, a
 * reload or a retry after a lost answer never makes two orders. Then the provider's page, the
 * confirmation, the payment step with the failure, or back to the basket (409).
 */
export function usePlaceOrder() {
  const api = useApi();
  const { callAsCustomer } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PlaceOrderState>({ status: 'idle' });
  const inFlight = useRef(false);

  // Back from the provider's page out of the browser's page cache: the button works again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setState({ status: 'idle' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const place = useCallback(
    async (body: TCreateOrderRequest) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState({ status: 'placing' });
      const key = attemptKey(body);
      const send = () => callAsCustomer((token) => api.createOrder(token, body, key));
      let order: TOrder;
      try {
        order = await sendUntilAnswered(send);
      } catch (error) {
        inFlight.current = false;
        const failure = orderFailure(error);
        // Refused as sent: the next try is another attempt. Without an answer, the same key.
        if (
          failure.kind === 'unavailable' ||
          failure.kind === 'refused' ||
          failure.kind === 'paymentRefused'
        )
          endAttempt();
        if (failure.kind === 'paymentRefused') {
          // The answer carries the cancelled order and its reason: the payment step shows it
          // at once instead of asking for it again.
          queryClient.setQueryData(['order', failure.order.id], failure.order);
          void navigate(`/checkout/payment?order=${failure.order.id}&payment=failed`);
          return;
        }
        if (failure.kind === 'unavailable') {
          void navigate('/checkout/basket', { state: { orderNotice: failure.message ?? '' } });
          return;
        }
        setState({ status: 'failed', failure });
        return;
      }
      recordAttemptOrder(order.id);
      const next = nextStep(order);
      if (next.kind === 'redirect') {
        setState({ status: 'redirecting' });
        fullPage.assign(next.url);
        return;
      }
      inFlight.current = false;
      if (next.kind === 'failed') {
        endAttempt();
        void navigate(`/checkout/payment?order=${next.orderId}&payment=failed`);
        return;
      }
      void navigate(`/checkout/confirm?order=${next.orderId}`);
    },
    [api, callAsCustomer, navigate, queryClient],
  );

  return { state, place };
}

async function sendUntilAnswered(send: () => Promise<TOrder>): Promise<TOrder> {
  for (const wait of IN_FLIGHT_RETRIES_MS) {
    try {
      return await send();
    } catch (error) {
      if (orderFailure(error).kind !== 'inFlight') throw error;
      await pause(wait);
    }
  }
  return send();
}
