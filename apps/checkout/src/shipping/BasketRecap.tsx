import { basketTotals } from '@shop/domain/basket';
import { formatPrice } from '@shop/domain/money';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import orderSummaryStyles from '../styles/order-summary.module.css';
import { lineKey, linePictureUrl } from '../basket/line';
import type { BasketDetailState } from '../basket/use-basket-detail';
import productStyles from '../styles/product-line.module.css';
import recapStyles from './BasketRecap.module.css';
import stepStyles from '../styles/step-page.module.css';
import shippingStyles from './ShippingPage.module.css';
import skeletonStyles from '../styles/skeleton.module.css';
import { SummaryFigures } from './SummaryFigures';

/**
 * The order so far, as the delivery and payment steps show it aside: the lines as small
 * pictures, the server's figures for the chosen delivery (subtotal, savings, promotion,
 * shipping, total), and the step's actions.
 */
export function BasketRecap({
  basket,
  showLines = true,
  children,
}: {
  basket: BasketDetailState;
  /** The summary page lists the lines in full: the recap keeps the figures only. */
  showLines?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const totals = useMemo(() => basketTotals(basket.lines), [basket.lines]);
  const price = (value: number) => formatPrice(value, locale);
  const detail = basket.detail;

  return (
    <aside className={orderSummaryStyles.summary} aria-labelledby="shipping-summary-title">
      <h2 id="shipping-summary-title" className={orderSummaryStyles.summaryTitle}>
        {t('basket.summary')}
      </h2>
      {showLines ? (
        <ul
          className={recapStyles.summaryLines}
          aria-label={t('basket.items', { count: totals.count })}
        >
          {basket.lines.map((line) => (
            <li key={lineKey(line)} className={recapStyles.summaryLine}>
              <span className={`${productStyles.picture} ${recapStyles.summaryPicture}`}>
                {linePictureUrl(line) ? (
                  <img src={linePictureUrl(line)} alt="" width={56} height={70} loading="lazy" />
                ) : null}
                <span className={recapStyles.summaryQuantity} aria-hidden="true">
                  {line.quantity}
                </span>
              </span>
              <span className={`${productStyles.text} ${recapStyles.summaryText}`}>
                <span className={recapStyles.summaryBrand}>{line.info.brand}</span>
                <span>{line.info.name}</span>
                <span className={stepStyles.muted}>
                  {t('product.sizeLabel', { size: line.size.label })}
                  <span className="ui-visually-hidden">
                    , {t('basket.quantity')} {line.quantity}
                  </span>
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {detail ? (
        <SummaryFigures detail={detail} basket={basket} count={totals.count} price={price} />
      ) : basket.failed ? null : (
        <div aria-hidden="true" className={shippingStyles.figuresSkeleton}>
          <span className={`${skeletonStyles.skeleton} ${shippingStyles.figureSkeleton}`} />
          <span className={`${skeletonStyles.skeleton} ${shippingStyles.figureSkeleton}`} />
          <span className={`${skeletonStyles.skeleton} ${shippingStyles.figureSkeleton}`} />
        </div>
      )}
      {basket.loading ? (
        <p className={orderSummaryStyles.updating} role="status">
          {t('basket.updating')}
        </p>
      ) : null}
      {basket.failed ? (
        <p role="alert" className={stepStyles.notice}>
          {t('delivery.shipping.detailFailed')}
        </p>
      ) : null}
      <div className={orderSummaryStyles.summaryActions}>{children}</div>
    </aside>
  );
}
