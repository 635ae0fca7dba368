import type { TOrderPayment } from '@shop/api-client';
import { formatPrice } from '@shop/domain/money';
import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../app/shop-context-provider';
import pageStyles from '../shared/account-page.module.css';
import styles from './History.module.css';

const METHOD_KEYS: Record<TOrderPayment['methodId'], string> = {
  [PAYMENT_METHOD_IDS.card]: 'card',
  [PAYMENT_METHOD_IDS.paypal]: 'paypal',
  [PAYMENT_METHOD_IDS.bankTransfer]: 'transfer',
  [PAYMENT_METHOD_IDS.cheque]: 'cheque',
  [PAYMENT_METHOD_IDS.voucher]: 'voucher',
};

/** Each payment of the order: how, how much, and where it stands. */
export function OrderPayments({ payments }: { payments: readonly TOrderPayment[] }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const method = (payment: TOrderPayment) =>
    payment.methodId === PAYMENT_METHOD_IDS.paypal && payment.installments === 4
      ? t('purchase.methods.paypal4x')
      : t(`purchase.methods.${METHOD_KEYS[payment.methodId]}`);
  return (
    <ul className={styles.payments}>
      {payments.map((payment, index) => (
        <li key={`${payment.methodId}-${index}`} className={styles.payment}>
          <span>
            {method(payment)}
            <br />
            <span className={`${pageStyles.small} ${pageStyles.muted}`}>
              {t(`accountArea.order.paymentStatus.${payment.status}`)}
            </span>
          </span>
          <span className="ui-tabular">{formatPrice(payment.amount, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
