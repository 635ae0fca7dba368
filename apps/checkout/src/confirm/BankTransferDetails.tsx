import type { TOrder } from '@shop/api-client';
import { compactIban, formatIban } from '@shop/domain/iban';
import { formatPrice } from '@shop/domain/money';
import { PAYMENT_METHOD_IDS, TRANSFER_HOLD_DAYS } from '@shop/domain/orders';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import { OfflinePaymentDetails } from './OfflinePaymentDetails';
import styles from './ConfirmPage.module.css';

/** Where to send the money and the reference to give, as the order's payment says. */
export function BankTransferDetails({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const payment = order.payments.find(
    (candidate) => candidate.methodId === PAYMENT_METHOD_IDS.bankTransfer && candidate.bankTransfer,
  );
  const details = payment?.bankTransfer;
  if (!payment || !details) return null;
  const amount = formatPrice(payment.amount, locale);
  return (
    <OfflinePaymentDetails
      id="transfer-title"
      intro={t('purchase.confirm.transferIntro', { amount })}
      testId="bank-transfer"
      rows={[
        { key: 'holder', value: details.holder },
        {
          key: 'iban',
          // In groups of four, as on a bank card; copied without the spaces.
          value: formatIban(details.iban),
          copy: {
            value: compactIban(details.iban),
            label: t('purchase.confirm.copyIban'),
            done: t('purchase.confirm.ibanCopied'),
          },
        },
        { key: 'bic', value: details.bic },
        { key: 'reference', value: details.reference },
        { key: 'amount', value: amount, figure: true },
      ]}
    >
      <p className={styles.muted}>{t('purchase.confirm.referenceHint')}</p>
      <p className={styles.muted}>
        {t('purchase.confirm.transferDeadline', { count: TRANSFER_HOLD_DAYS })}
      </p>
    </OfflinePaymentDetails>
  );
}
