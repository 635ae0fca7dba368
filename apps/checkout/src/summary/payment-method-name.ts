import { useTranslation } from 'react-i18next';
import type { PaymentSelection } from '../payment/payment-choice';

/** The chosen way to pay in words, for the summary. */
export function usePaymentMethodName() {
  const { t } = useTranslation();
  return (selection: PaymentSelection): string => {
    switch (selection.kind) {
      case 'savedCard':
        return t('purchase.methods.savedCard', {
          brand: selection.card.brand,
          last4: selection.card.last4,
        });
      case 'newCard':
        return t('purchase.methods.newCard');
      case 'paypal':
        return t(
          selection.installments === 4 ? 'purchase.methods.paypal4x' : 'purchase.methods.paypal',
        );
      case 'transfer':
        return t('purchase.methods.transfer');
      case 'cheque':
        return t('purchase.methods.cheque');
    }
  };
}
