import type { TOrder } from '@shop/api-client';
import { formatPrice } from '@shop/domain/money';
import { PAYMENT_METHOD_IDS, TRANSFER_HOLD_DAYS } from '@shop/domain/orders';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
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
  const rows = [
    { key: 'holder', value: details.holder },
    { key: 'iban', value: details.iban },
    { key: 'bic', value: details.bic },
    { key: 'reference', value: details.reference },
    { key: 'amount', value: amount },
  ] as const;
  return (
    <section className={styles.transfer} aria-labelledby="transfer-title">
      <h2 id="transfer-title" className={styles.transferIntro}>
        {t('purchase.confirm.transferIntro', { amount })}
      </h2>
      <dl className={styles.transferDetails} data-testid="bank-transfer">
        {rows.map((row) => (
          <div key={row.key} className={styles.transferRow} data-key={row.key}>
            <dt>{t(`purchase.confirm.${row.key}`)}</dt>
            <dd className={row.key === 'amount' ? 'ui-tabular' : styles.code}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{t('purchase.confirm.referenceHint')}</p>
      <p className={styles.muted}>
        {t('purchase.confirm.transferDeadline', { count: TRANSFER_HOLD_DAYS })}
      </p>
    </section>
  );
}
