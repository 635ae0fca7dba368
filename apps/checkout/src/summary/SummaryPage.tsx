import { formatPrice } from '@shop/domain/money';
import { Button } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useShop } from '../app/shop-context-provider';
import { useDocumentTitle } from '../app/use-document-title';
import { StepHeader } from '../layout/StepHeader';
import { isOfflineSelection, paymentChoice, paypal4xOffer } from '../payment/payment-choice';
import { usePayment } from '../payment/payment-store';
import { useCheckoutBasket } from '../payment/use-checkout-basket';
import { orderRequest } from '../payment/voucher-order';
import { useVoucherPart } from '../payment/use-voucher-part';
import { VoucherFigures } from '../payment/VoucherChoice';
import { BasketRecap } from '../shipping/BasketRecap';
import stepStyles from '../styles/step-page.module.css';
import { PlaceFailure } from './PlaceFailure';
import { SummaryDelivery, SummaryLines, SummaryPayment } from './SummarySections';
import { usePlaceOrder } from './use-place-order';
import styles from './SummaryPage.module.css';

/**
 * `/checkout/summary` (still step 3): the order before it is paid (lines, delivery, carrier and
 * date, payment method, the server's totals), links to change the delivery or the payment,
 * and the button that places the order and pays.
 */
export function SummaryPage() {
  const { t } = useTranslation();
  const { locale } = useShop();
  useDocumentTitle(t('purchase.summary.title'));
  const checkout = useCheckoutBasket();
  const { basket, total } = checkout;
  const selection = usePayment((state) => state.selection);
  const termsAccepted = usePayment((state) => state.termsAccepted);
  const vouchers = useVoucherPart(total);
  const { state, place } = usePlaceOrder();
  const busy = state.status === 'placing' || state.status === 'redirecting';

  if (basket.lines.length === 0) return <Navigate to="/checkout/basket" replace />;
  const outOfRange =
    selection?.kind === 'paypal' &&
    selection.installments === 4 &&
    total !== null &&
    paypal4xOffer(total) !== 'available';
  if (!selection || !termsAccepted || outOfRange)
    return <Navigate to="/checkout/payment" replace />;

  // Money the shop receives itself: the button places the order, nothing is paid yet.
  const transfer = isOfflineSelection(selection);
  const label = transfer
    ? t('purchase.summary.order')
    : total !== null
      ? t('purchase.summary.pay', { amount: formatPrice(vouchers.rest ?? total, locale) })
      : t('purchase.summary.payShort');

  return (
    <div className={stepStyles.page}>
      <StepHeader
        title={t('purchase.summary.title')}
        intro={t('purchase.summary.intro')}
        removed={basket.removed}
      />
      <div className={stepStyles.layout}>
        <div className={styles.sections}>
          <SummaryLines lines={basket.lines} />
          <SummaryDelivery
            address={checkout.address}
            relayPoint={checkout.relayPoint}
            carrier={basket.detail?.carrier ?? null}
          />
          <SummaryPayment selection={selection} />
        </div>
        <BasketRecap basket={basket} showLines={false}>
          <VoucherFigures part={vouchers} />
          {state.status === 'failed' ? <PlaceFailure failure={state.failure} /> : null}
          <Button
            size="lg"
            fullWidth
            // The total shown must be the server's for this delivery (unless it cannot answer).
            loading={busy || basket.loading || (total === null && !basket.failed)}
            loadingLabel={
              state.status === 'redirecting'
                ? t('purchase.summary.redirecting')
                : busy
                  ? t('purchase.summary.placing')
                  : t('basket.updating')
            }
            onClick={() =>
              void place(orderRequest(checkout, paymentChoice(selection), vouchers.ids))
            }
          >
            {label}
          </Button>
          {state.status === 'redirecting' ? (
            <p role="status" className={stepStyles.continueHint}>
              {t('purchase.summary.redirecting')}
            </p>
          ) : null}
        </BasketRecap>
      </div>
    </div>
  );
}
