import type { BasketTotals } from '@shop/domain/basket';
import { formatPrice } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storefrontHref } from '../app/shop-context';
import { useShop } from '../app/shop-context-provider';
import { REDIRECT_PARAM } from '../login/use-after-login';
import { markCameFromBasket } from '../session/came-from-basket';
import { useSession } from '../session/session-context';
import { buttonClassName } from '@shop/ui';
import styles from './BasketPage.module.css';

/** Item count, total, savings when there are some, and the way on. */
export function BasketSummary({ totals }: { totals: BasketTotals }) {
  const { t } = useTranslation();
  const shop = useShop();
  const hasSavings = totals.savings > 0;
  const { state } = useSession();
  const prefix = shop.basename === '/' ? '' : shop.basename;
  // Section 2: a guest signs in on the way, in the checkout layout (timeline at step 2).
  const next =
    state.status === 'customer'
      ? '/checkout/shipping'
      : `/login?mode=connection&${REDIRECT_PARAM}=${encodeURIComponent(`${prefix}/checkout/shipping`)}`;

  return (
    <aside className={styles.summary} aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className={styles.summaryTitle}>
        {t('basket.summary')}
      </h2>
      <dl className={styles.figures}>
        <div className={styles.row}>
          <dt>{t('basket.items', { count: totals.count })}</dt>
          <dd className="ui-tabular">
            {formatPrice(hasSavings ? totals.originalTotal : totals.total, shop.locale)}
          </dd>
        </div>
        {hasSavings ? (
          <div className={`${styles.row} ${styles.savings}`} data-testid="basket-savings">
            <dt>{t('basket.savings')}</dt>
            <dd className="ui-tabular">{formatPrice(-totals.savings, shop.locale)}</dd>
          </div>
        ) : null}
        <div className={`${styles.row} ${styles.total}`} data-testid="basket-total">
          <dt>{t('basket.total')}</dt>
          <dd className="ui-tabular">{formatPrice(totals.total, shop.locale)}</dd>
        </div>
      </dl>
      <div className={styles.summaryActions}>
        <Link
          to={next}
          onClick={() => {
            if (state.status !== 'customer') markCameFromBasket();
          }}
          className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
        >
          {t('basket.checkout')}
        </Link>
        <a
          href={storefrontHref('/', shop)}
          className={buttonClassName({ variant: 'secondary', fullWidth: true })}
        >
          {t('basket.continue')}
        </a>
      </div>
    </aside>
  );
}
