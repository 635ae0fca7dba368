import { basketTotals } from '@shop/domain/basket';
import { formatPrice } from '@shop/domain/money';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import basketStyles from '../basket/BasketPage.module.css';
import { lineKey, linePictureUrl } from '../basket/line';
import type { BasketDetailState } from '../basket/use-basket-detail';
import styles from './ShippingPage.module.css';
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
    <aside className={basketStyles.summary} aria-labelledby="shipping-summary-title">
      <h2 id="shipping-summary-title" className={basketStyles.summaryTitle}>
        {t('basket.summary')}
      </h2>
      {showLines ? (
        <ul className={styles.summaryLines} aria-label={t('basket.items', { count: totals.count })}>
          {basket.lines.map((line) => (
            <li key={lineKey(line)} className={styles.summaryLine}>
              <span className={styles.summaryPicture}>
                {linePictureUrl(line) ? (
                  <img src={linePictureUrl(line)} alt="" width={56} height={70} loading="lazy" />
                ) : null}
                <span className={styles.summaryQuantity} aria-hidden="true">
                  {line.quantity}
                </span>
              </span>
              <span className={styles.summaryText}>
                <span className={styles.summaryBrand}>{line.info.brand}</span>
                <span>{line.info.name}</span>
                <span className={styles.muted}>
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
        <div aria-hidden="true" className={styles.figuresSkeleton}>
          <span className={styles.skeleton} />
          <span className={styles.skeleton} />
          <span className={styles.skeleton} />
        </div>
      )}
      {basket.loading ? (
        <p className={basketStyles.updating} role="status">
          {t('basket.updating')}
        </p>
      ) : null}
      {basket.failed ? (
        <p role="alert" className={styles.notice}>
          {t('delivery.shipping.detailFailed')}
        </p>
      ) : null}
      <div className={basketStyles.summaryActions}>{children}</div>
    </aside>
  );
}
