import { Button } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BasketDetailState } from '../basket/use-basket-detail';
import { trackCheckoutStep } from '../app/tracking';
import { BasketRecap } from './BasketRecap';
import stepStyles from '../styles/step-page.module.css';

/** The delivery step's recap: the order so far and the way on to payment. */
export function ShippingSummary({
  basket,
  complete,
  carrierName,
}: {
  basket: BasketDetailState;
  complete: boolean;
  /** The chosen carrier, told to the tag manager as the shipping tier. */
  carrierName?: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <BasketRecap basket={basket}>
      <Button
        size="lg"
        fullWidth
        disabled={!complete}
        aria-describedby={complete ? undefined : 'shipping-continue-hint'}
        onClick={() => {
          trackCheckoutStep('add_shipping_info', basket.lines, {
            ...(carrierName ? { shipping_tier: carrierName } : {}),
          });
          void navigate('/checkout/payment');
        }}
      >
        {t('delivery.shipping.continue')}
      </Button>
      {complete ? null : (
        <p id="shipping-continue-hint" className={stepStyles.continueHint}>
          {t('delivery.shipping.continueHint')}
        </p>
      )}
      <Link to="/checkout/basket" className={stepStyles.backLink}>
        {t('delivery.shipping.backToBasket')}
      </Link>
    </BasketRecap>
  );
}
