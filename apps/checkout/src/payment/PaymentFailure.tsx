import { useTranslation } from 'react-i18next';
import { useOrderConfirmation } from '../confirm/use-order-confirmation';
import { mainPayment } from './payment-choice';
import styles from './PaymentPage.module.css';

/**
 * Section 8: back from a refused or abandoned payment, 'Votre paiement a échoué...' and that
 * nothing was debited (the basket is kept), with the provider's reason when the order has one.
 */
export function PaymentFailure({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.failure} data-testid="payment-failure">
      <p className={styles.failureTitle}>{t('purchase.failure.title')}</p>
      <p>{t('purchase.failure.noDebit')}</p>
      {orderId === null ? null : <FailureReason orderId={orderId} />}
    </div>
  );
}

/**
 * The provider's refusal often lands after the shopper is back (its webhook): the order is
 * asked again, as the confirmation page does, until its payment says why.
 */
function FailureReason({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { query } = useOrderConfirmation(orderId);
  const reason = query.data ? mainPayment(query.data)?.error?.message : null;
  return reason ? <p>{t('purchase.failure.reason', { message: reason })}</p> : null;
}
