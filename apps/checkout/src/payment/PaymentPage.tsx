import { PAYMENT_METHOD_IDS, PAYMENT_METHODS_CACHE_SECONDS } from '@shop/domain/orders';
import { Button } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../app/api-context';
import { queryId } from '../app/query-id';
import { useDocumentTitle } from '../app/use-document-title';
import { StepHeader } from '../layout/StepHeader';
import { useSession } from '../session/session-context';
import stepStyles from '../styles/step-page.module.css';
import { BasketRecap } from '../shipping/BasketRecap';
import { PlaceFailure } from '../summary/PlaceFailure';
import { usePlaceOrder } from '../summary/use-place-order';
import { endAttempt } from './order-attempt';
import {
  isCardExpired,
  isSelectionOffered,
  isSelectionUsable,
  type PaymentSelection,
} from './payment-choice';
import { PaymentFailure } from './PaymentFailure';
import { PaymentMethods } from './PaymentMethods';
import { paymentStore, usePayment } from './payment-store';
import { TermsField } from './TermsField';
import { useCheckoutBasket } from './use-checkout-basket';
import { useVoucherPart } from './use-voucher-part';
import { VoucherChoice, VoucherFigures } from './VoucherChoice';
import { voucherOrderRequest } from './voucher-order';
import styles from './PaymentPage.module.css';
import { trackCheckoutStep } from '../app/tracking';

/**
 * `/checkout/payment` (step 3): the vouchers and credits to pay with first, how to pay the
 * rest (what the store offers: saved cards, a new card, PayPal 1x or 4x, bank transfer,
 * cheque), the terms to accept, the
 * server's totals aside, and on to the summary. Vouchers that pay it all leave only the terms
 * and a button that places the order at once (method 10). Back from a failed payment
 * (`?order=…&payment=failed`) it says so first; the basket is kept.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('purchase.payment.title'));
  const api = useApi();
  const { callAsCustomer } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const failed = params.get('payment') === 'failed';
  const failedOrder = failed ? queryId(params.get('order')) : null;
  const checkout = useCheckoutBasket();
  const { basket, total } = checkout;
  const vouchers = useVoucherPart(total);
  const { state: placing, place } = usePlaceOrder();
  const busy = placing.status === 'placing' || placing.status === 'redirecting';
  const stored = usePayment((state) => state.selection);
  const termsAccepted = usePayment((state) => state.termsAccepted);
  const [now] = useState(() => new Date());
  const [submitted, setSubmitted] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);
  const cards = useQuery({
    queryKey: ['saved-cards'],
    queryFn: () => callAsCustomer((token) => api.savedCards(token)),
    retry: 1,
  });
  // The same for every shopper of the store: the API caches it briefly too.
  const offered = useQuery({
    queryKey: ['payment-methods'],
    queryFn: () => api.paymentMethods(),
    staleTime: PAYMENT_METHODS_CACHE_SECONDS * 1000,
    retry: 1,
  });

  // The failed order's attempt is over: paying again is a new order with a new key.
  useEffect(() => {
    if (failedOrder !== null) endAttempt(failedOrder);
  }, [failedOrder]);

  // A refused voucher order (one was used up meanwhile): show them as they now are.
  const refetchVouchers = vouchers.query.refetch;
  useEffect(() => {
    if (placing.status === 'failed') void refetchVouchers();
  }, [placing.status, refetchVouchers]);

  // What other methods are offered for (PayPal 4x's range) is what the vouchers leave.
  const selection = effectiveSelection(stored, {
    cards: cards.isError ? [] : (cards.data ?? null),
    total: vouchers.rest,
    now,
    methodIds: offered.data?.methodIds ?? null,
    paypal4x: offered.data?.paypal4x != null,
  });
  const methodError =
    submitted && !selection && !vouchers.coversAll ? t('purchase.payment.methodRequired') : null;
  const termsError = submitted && !termsAccepted ? t('purchase.payment.termsRequired') : null;

  if (basket.lines.length === 0) return <Navigate to="/checkout/basket" replace />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (vouchers.coversAll) {
      if (!termsAccepted) termsRef.current?.focus();
      else {
        trackCheckoutStep('add_payment_info', basket.lines, { payment_type: 'voucher' });
        void place(voucherOrderRequest(checkout, vouchers.ids));
      }
      return;
    }
    if (!selection) {
      event.currentTarget
        .querySelector<HTMLInputElement>('input[name="payment-method"]:enabled')
        ?.focus();
      return;
    }
    if (!termsAccepted) {
      termsRef.current?.focus();
      return;
    }
    paymentStore.getState().choose(selection);
    trackCheckoutStep('add_payment_info', basket.lines, {
      payment_type:
        selection.kind === 'paypal' ? `paypal_${selection.installments}x` : selection.kind,
    });
    void navigate('/checkout/summary');
  }

  return (
    <div className={stepStyles.page}>
      <StepHeader
        title={t('purchase.payment.title')}
        intro={t('purchase.payment.intro')}
        removed={basket.removed}
      >
        {failed ? <PaymentFailure orderId={failedOrder} /> : null}
      </StepHeader>
      <form className={stepStyles.layout} noValidate onSubmit={submit}>
        <div className={stepStyles.column}>
          <VoucherChoice
            part={vouchers}
            onChange={(ids) => paymentStore.getState().chooseVouchers(ids)}
          />
          {vouchers.coversAll ? (
            <p role="status" className={styles.covered}>
              {t('vouchers.checkout.covered')}
            </p>
          ) : (
            <PaymentMethods
              selection={selection}
              onChoose={(next) => paymentStore.getState().choose(next)}
              cards={cards}
              offered={offered}
              total={vouchers.rest}
              error={methodError}
              now={now}
            />
          )}
          <TermsField
            ref={termsRef}
            accepted={termsAccepted}
            error={termsError}
            onChange={(accepted) => paymentStore.getState().acceptTerms(accepted)}
          />
        </div>
        <BasketRecap basket={basket}>
          <VoucherFigures part={vouchers} />
          {placing.status === 'failed' ? <PlaceFailure failure={placing.failure} /> : null}
          {vouchers.coversAll ? (
            <Button
              type="submit"
              size="lg"
              fullWidth
              loading={busy}
              loadingLabel={t('vouchers.checkout.placing')}
            >
              {t('vouchers.checkout.pay')}
            </Button>
          ) : (
            <Button type="submit" size="lg" fullWidth>
              {t('purchase.payment.continue')}
            </Button>
          )}
          <Link to="/checkout/shipping" className={stepStyles.backLink}>
            {t('purchase.payment.backToShipping')}
          </Link>
        </BasketRecap>
      </form>
    </div>
  );
}

/**
 * The shopper's choice while the store offers it and it can still pay; else the first valid
 * saved card once the cards are known (cards offered); else nothing (the shopper chooses).
 * Unknown cards, total or offered methods keep the choice.
 */
function effectiveSelection(
  stored: PaymentSelection | null,
  context: {
    cards: PaymentSelectionCards;
    total: number | null;
    now: Date;
    methodIds: readonly number[] | null;
    paypal4x: boolean;
  },
): PaymentSelection | null {
  const { methodIds } = context;
  if (methodIds === null) return stored;
  if (stored && isSelectionOffered(stored, methodIds, context.paypal4x)) {
    const pending =
      (stored.kind === 'savedCard' && context.cards === null) ||
      (stored.kind === 'paypal' && context.total === null);
    if (pending || isSelectionUsable(stored, context)) return stored;
  }
  const card = context.cards?.find((known) => !isCardExpired(known, context.now));
  return card && methodIds.includes(PAYMENT_METHOD_IDS.card) ? { kind: 'savedCard', card } : null;
}

type PaymentSelectionCards = Parameters<typeof isSelectionUsable>[1]['cards'];
