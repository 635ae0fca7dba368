import { fromCents, toCents } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import orderSummaryStyles from '../styles/order-summary.module.css';
import type { BasketDetailState } from '../basket/use-basket-detail';
import stepStyles from '../styles/step-page.module.css';

/** The server's figures: goods, savings, promotion, the carrier's price and the total. */
export function SummaryFigures({
  detail,
  basket,
  count,
  price,
}: {
  detail: NonNullable<BasketDetailState['detail']>;
  basket: BasketDetailState;
  count: number;
  price: (value: number) => string;
}) {
  const { t } = useTranslation();
  const discount = detail.basketPromotion?.valid ? detail.basketPromotion.discount : 0;
  // Savings on the goods themselves; the promotion has its own line.
  const savings = fromCents(
    toCents(detail.originPrice) - toCents(detail.price) - toCents(discount),
  );
  const carrier = detail.carrier ?? detail.defaultCarrier;
  return (
    <dl className={orderSummaryStyles.figures} aria-busy={basket.loading || undefined}>
      <div className={orderSummaryStyles.row}>
        <dt>{t('basket.items', { count })}</dt>
        <dd className="ui-tabular">{price(detail.originPrice)}</dd>
      </div>
      {savings > 0 ? (
        <div className={`${orderSummaryStyles.row} ${orderSummaryStyles.savings}`}>
          <dt>{t('basket.savings')}</dt>
          <dd className="ui-tabular">{price(-savings)}</dd>
        </div>
      ) : null}
      {discount > 0 && detail.basketPromotion ? (
        <div className={`${orderSummaryStyles.row} ${orderSummaryStyles.savings}`}>
          <dt>{t('basket.promotion', { code: detail.basketPromotion.code })}</dt>
          <dd className="ui-tabular">{price(-discount)}</dd>
        </div>
      ) : null}
      {carrier ? (
        <div className={orderSummaryStyles.row} data-testid="shipping-shipping">
          <dt>
            {t('basket.shipping')}
            {detail.carrier ? (
              <span className={stepStyles.muted}>
                {' · '}
                {t(`delivery.carriers.${detail.carrier.code}.name`, {
                  defaultValue: detail.carrier.name,
                })}
              </span>
            ) : null}
          </dt>
          <dd className="ui-tabular">
            {carrier.freeShipping || carrier.amount === 0
              ? t('delivery.shipping.free')
              : price(fromCents(carrier.amount))}
          </dd>
        </div>
      ) : null}
      <div
        className={`${orderSummaryStyles.row} ${orderSummaryStyles.total}`}
        data-testid="shipping-total"
      >
        <dt>{t('basket.total')}</dt>
        <dd className="ui-tabular">{price(detail.priceWithCarrier)}</dd>
      </div>
    </dl>
  );
}
