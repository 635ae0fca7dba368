import { useTranslation } from 'react-i18next';
import stepStyles from '../styles/step-page.module.css';
import type { OrderFailure } from './order-outcome';

/** Why the order was not placed, in the shopper's language (payment and summary steps). */
export function PlaceFailure({ failure }: { failure: OrderFailure }) {
  const { t } = useTranslation();
  const message =
    failure.kind === 'network'
      ? t('purchase.errors.network')
      : failure.kind === 'refused' && failure.message
        ? failure.message
        : t('purchase.errors.generic');
  return (
    <p role="alert" className={stepStyles.notice}>
      {message}
    </p>
  );
}
