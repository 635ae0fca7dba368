import type { BasketLine } from '@shop/domain/basket';
import { basketTotals } from '@shop/domain/basket';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { storefrontHref } from '../app/shop-context';
import { useShop } from '../app/shop-context-provider';
import { useDocumentTitle } from '../app/use-document-title';
import { buttonClassName } from '@shop/ui';
import { useBasketStore } from './basket-context';
import { BasketLineItem } from './BasketLineItem';
import { BasketSummary } from './BasketSummary';
import { useBasketDetail } from './use-basket-detail';
import { lineKey } from './line';
import stepStyles from '../styles/step-page.module.css';
import styles from './BasketPage.module.css';
import { RemovedNotice } from './RemovedNotice';

/** `/checkout/basket`: the shared basket's lines, the summary, or the empty state. */
export function BasketPage() {
  const { t } = useTranslation();
  const shop = useShop();
  const store = useBasketStore();
  const basket = useBasketDetail();
  const { lines } = basket;
  const totals = useMemo(() => basketTotals(lines), [lines]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('basket.title'));

  const changeQuantity = (line: BasketLine, quantity: number) =>
    store.getState().setQuantity(line.info.id, line.size.id, quantity);

  const remove = (line: BasketLine) => {
    store.getState().remove(line.info.id, line.size.id);
    // The removed line had the focus: give it to the page heading rather than losing it.
    headingRef.current?.focus();
  };

  const empty = lines.length === 0;
  // Sent back from the summary: an article is no longer available (the API's words).
  const orderNotice = (useLocation().state as { orderNotice?: string } | null)?.orderNotice;

  return (
    <div className={stepStyles.page}>
      <div className={`${stepStyles.heading} ${styles.heading}`}>
        <h1 ref={headingRef} tabIndex={-1} className={`${stepStyles.title} ${styles.title}`}>
          {t('basket.title')}
        </h1>
        {empty ? null : (
          <p className={styles.count}>{t('basket.items', { count: totals.count })}</p>
        )}
      </div>

      {orderNotice !== undefined && (
        <p role="alert" className={styles.notice} data-testid="order-notice">
          {orderNotice || t('purchase.errors.unavailable')}
        </p>
      )}
      <RemovedNotice removed={basket.removed} className={styles.notice} />
      {basket.failed && (
        <p role="alert" className={styles.notice}>
          {t('basket.updateFailed')}
        </p>
      )}
      {empty ? (
        <div className={styles.empty}>
          <p className={styles.emptyMessage}>{t('basket.empty')}</p>
          <p className={styles.emptyHint}>{t('basket.emptyHint')}</p>
          <a href={storefrontHref('/', shop)} className={buttonClassName({ variant: 'primary' })}>
            {t('basket.continue')}
          </a>
        </div>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label={t('basket.title')}>
            {lines.map((line) => (
              <BasketLineItem
                key={lineKey(line)}
                line={line}
                onQuantityChange={changeQuantity}
                onRemove={remove}
              />
            ))}
          </ul>
          <BasketSummary totals={totals} basket={basket} />
        </div>
      )}
    </div>
  );
}
