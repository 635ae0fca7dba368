import type { TOrder } from '@shop/api-client';
import { formatPrice } from '@shop/domain/money';
import { PAYMENT_METHOD_IDS, TRANSFER_HOLD_DAYS } from '@shop/domain/orders';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import { OfflinePaymentDetails } from './OfflinePaymentDetails';
import styles from './ConfirmPage.module.css';

/** Whom to make the cheque out to, where to post it and what to write on its back. */
export function ChequeDetails({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const payment = order.payments.find(
    (candidate) => candidate.methodId === PAYMENT_METHOD_IDS.cheque && candidate.cheque,
  );
  const details = payment?.cheque;
  if (!payment || !details) return null;
  const amount = formatPrice(payment.amount, locale);
  return (
    <OfflinePaymentDetails
      id="cheque-title"
      intro={t('purchase.confirm.chequeIntro', { amount })}
      testId="cheque"
      rows={[
        { key: 'amount', value: amount, figure: true },
        { key: 'payee', value: details.payee },
        { key: 'address', value: details.address },
        { key: 'chequeReference', value: details.reference },
      ]}
    >
      <p className={styles.muted}>{t('purchase.confirm.chequeReferenceHint')}</p>
      <p className={styles.muted}>
        {t('purchase.confirm.chequeDeadline', { count: TRANSFER_HOLD_DAYS })}
      </p>
    </OfflinePaymentDetails>
  );
}
