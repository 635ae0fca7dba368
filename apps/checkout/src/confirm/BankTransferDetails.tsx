import type { TOrder } from '@shop/api-client';
import { compactIban, formatIban } from '@shop/domain/iban';
import { TRANSFER_HOLD_DAYS } from '@shop/domain/orders';
import { useTranslation } from 'react-i18next';
import { OfflinePaymentDetails, useOfflinePayment } from './OfflinePaymentDetails';

/** Where to send the money and the reference to give, as the order's payment says. */
export function BankTransferDetails({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const transfer = useOfflinePayment(order, 'bankTransfer');
  if (!transfer) return null;
  const { details, amount } = transfer;
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
      notes={[
        t('purchase.confirm.referenceHint'),
        t('purchase.confirm.transferDeadline', { count: TRANSFER_HOLD_DAYS }),
      ]}
    />
  );
}
