import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/api-context';
import { useSession } from '../session/session-context';
import { mainPayment } from './payment-choice';
import styles from './PaymentPage.module.css';

/**
 * Section 8: back from a refused or abandoned payment, 'Votre paiement a échoué...' and that
 * nothing was debited (the basket is kept), with the provider's reason when the order has one.
 */
export function PaymentFailure({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const { callAsCustomer } = useSession();
  const order = useQuery({
    queryKey: ['order', orderId],
    queryFn: () => callAsCustomer((token) => api.order(token, orderId!)),
    enabled: orderId !== null,
    retry: false,
  });
  const reason = order.data ? mainPayment(order.data)?.error?.message : null;
  return (
    <div role="alert" className={styles.failure} data-testid="payment-failure">
      <p className={styles.failureTitle}>{t('purchase.failure.title')}</p>
      <p>{t('purchase.failure.noDebit')}</p>
      {reason ? <p>{t('purchase.failure.reason', { message: reason })}</p> : null}
    </div>
  );
}
