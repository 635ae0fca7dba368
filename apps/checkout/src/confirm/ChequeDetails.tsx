import type { TOrder } from '@shop/api-client';
import { TRANSFER_HOLD_DAYS } from '@shop/domain/orders';
import { useTranslation } from 'react-i18next';
import { OfflinePaymentDetails, useOfflinePayment } from './OfflinePaymentDetails';

/** Whom to make the cheque out to, where to post it and what to write on its back. */
export function ChequeDetails({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const cheque = useOfflinePayment(order, 'cheque');
  if (!cheque) return null;
  const { details, amount } = cheque;
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
      notes={[
        t('purchase.confirm.chequeReferenceHint'),
        t('purchase.confirm.chequeDeadline', { count: TRANSFER_HOLD_DAYS }),
      ]}
    />
  );
}
