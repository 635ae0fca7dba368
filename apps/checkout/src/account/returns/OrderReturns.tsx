import { buttonClassName } from '@shop/ui';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../app/shop-context-provider';
import { formatDay } from '../shared/format';
import { useCustomerQuery } from '../shared/use-customer-query';
import pageStyles from '../shared/account-page.module.css';
import { returnRequestPath, returnViewPath } from './return-params';
import styles from './Returns.module.css';

/**
 * The order detail's returns: each return with its status, and the way to a new one while the
 * 14 days run and something is left to return. Nothing while the order cannot be returned
 * and has no return.
 */
export function OrderReturns({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const returns = useCustomerQuery(['order-returns', orderId], (api, token) =>
    api.orderReturns(token, orderId),
  );
  const data = returns.data;
  if (!data || (!data.canReturn && data.returnOrders.length === 0)) return null;
  return (
    <section className={pageStyles.panel} aria-labelledby="order-returns">
      <h2 id="order-returns" className={pageStyles.sectionTitle}>
        {t('returns.page.returnsTitle')}
      </h2>
      {data.canReturn && data.windowEndsAt ? (
        <p className={pageStyles.muted}>
          {t('returns.page.window', { date: formatDay(data.windowEndsAt, locale) })}
        </p>
      ) : null}
      {data.returnOrders.length > 0 ? (
        <ul className={styles.returnList}>
          {data.returnOrders.map((item) => (
            <li key={item.id} className={styles.returnItem}>
              <Link to={returnViewPath(orderId, item.id)}>
                {t('returns.page.viewReturn', { number: item.number })}
              </Link>
              <span className={pageStyles.badge} data-status={item.status}>
                {item.statusLabel}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {data.canReturn ? (
        <p>
          <Link
            to={returnRequestPath(orderId)}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {t('returns.page.startReturn')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
