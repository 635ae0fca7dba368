import type { TOrder } from '@shop/api-client';
import { formatPrice } from '@shop/domain/money';
import { ROUTE_WORDS } from '@shop/domain/routes';
import { ChevronLeftIcon, ChevronRightIcon } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storefrontHref } from '../../app/shop-context';
import { useShop } from '../../app/shop-context-provider';
import { formatDay } from '../shared/format';
import { ListSkeleton, LoadFailure } from '../shared/LoadFailure';
import { useCustomerQuery } from '../shared/use-customer-query';
import pageStyles from '../shared/account-page.module.css';
import styles from './History.module.css';

export type OrderListState = 'in_progress' | 'finished';

const TITLE_KEYS = { in_progress: 'inProgress', finished: 'finished' } as const;
const EMPTY_KEYS = { in_progress: 'emptyInProgress', finished: 'emptyFinished' } as const;
/** How many pictures an order's card shows; the count says the rest. */
const THUMBNAILS = 4;

/** One list of the history (`GET /secure/me/orders?state=&page=`), with its own pages. */
export function OrderList({
  state,
  page,
  pageHref,
}: {
  state: OrderListState;
  page: number;
  pageHref: (page: number) => string;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  const orders = useCustomerQuery(['orders', state, page], (api, token) =>
    api.orders(token, page, state),
  );
  const titleId = `orders-${state}`;
  const title = t(`accountArea.history.${TITLE_KEYS[state]}`);

  return (
    <section className={pageStyles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.listTitle}>
        {title}
      </h2>
      {orders.isError ? (
        <LoadFailure onRetry={() => void orders.refetch()} />
      ) : !orders.data ? (
        <ListSkeleton rows={2} />
      ) : orders.data.orders.length === 0 ? (
        <div className={pageStyles.empty}>
          <p className={pageStyles.wrap}>{t(`accountArea.history.${EMPTY_KEYS[state]}`)}</p>
          {state === 'in_progress' ? (
            <a
              href={storefrontHref(`/${ROUTE_WORDS.novelty[shop.locale]}`, shop)}
              className={pageStyles.link}
            >
              {t('accountArea.history.shop')}
            </a>
          ) : null}
        </div>
      ) : (
        <>
          <ul className={pageStyles.list}>
            {orders.data.orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          {orders.data.pages > 1 ? (
            <nav
              className={styles.pagination}
              aria-label={t('accountArea.history.pages', { list: title })}
            >
              {page > 1 ? (
                <Link to={pageHref(page - 1)} className={styles.pageLink}>
                  <ChevronLeftIcon size={18} />
                  {t('accountArea.history.previous')}
                </Link>
              ) : null}
              <span className={styles.pageNumber} aria-current="page">
                {t('accountArea.history.page', { page, pages: orders.data.pages })}
              </span>
              {page < orders.data.pages ? (
                <Link to={pageHref(page + 1)} className={styles.pageLink}>
                  {t('accountArea.history.next')}
                  <ChevronRightIcon size={18} />
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const items = order.lines.reduce((total, line) => total + line.quantity, 0);
  const pictures = order.lines.filter((line) => line.picture).slice(0, THUMBNAILS);
  const cardId = `order-${order.id}`;
  return (
    <article className={styles.orderCard} aria-labelledby={cardId}>
      <div className={styles.orderHead}>
        <h3 id={cardId} className={styles.orderNumber}>
          {t('accountArea.history.orderNumber', { number: order.number })}
        </h3>
        <span className={`${pageStyles.badge} ${styles.status}`} data-status={order.status}>
          {t(`orders.status.${order.status}`)}
        </span>
      </div>
      <p className={`${pageStyles.small} ${pageStyles.muted} ${pageStyles.wrap}`}>
        {t('accountArea.history.placedOn', { date: formatDay(order.createdAt, locale) })}
      </p>
      {pictures.length > 0 ? (
        <ul className={styles.thumbnails} aria-hidden="true">
          {pictures.map((line) => (
            <li key={`${line.productId}-${line.productSizeId}`}>
              <img src={line.picture!} alt="" width={64} height={80} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.orderFoot}>
        <p className={pageStyles.wrap}>
          <span className={pageStyles.muted}>
            {t('accountArea.history.items', { count: items })}
          </span>
          {' · '}
          <span className="ui-tabular">
            {t('accountArea.history.total')} {formatPrice(order.totals.total, locale)}
          </span>
        </p>
        <Link
          to={`/account/history/${order.id}`}
          className={styles.detailsLink}
          aria-label={t('accountArea.history.detailsLabel', { number: order.number })}
        >
          {t('accountArea.history.details')}
          <ChevronRightIcon size={18} />
        </Link>
      </div>
    </article>
  );
}
