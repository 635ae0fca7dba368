import type { TOrder } from '@shop/api-client';
import { formatPrice, fromCents, toCents } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { addressLines } from '../../address/address-values';
import { useShop } from '../../app/shop-context-provider';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import { apiStatus } from '../shared/api-message';
import { formatDay } from '../shared/format';
import { ListSkeleton, LoadFailure } from '../shared/LoadFailure';
import { useCustomerQuery } from '../shared/use-customer-query';
import pageStyles from '../shared/account-page.module.css';
import productStyles from '../../styles/product-line.module.css';
import styles from './History.module.css';
import { OrderDocuments } from './OrderDocuments';
import { OrderReturns } from '../returns/OrderReturns';
import { OrderPayments } from './OrderPayments';
import { OrderTimeline } from './OrderTimeline';

/** An order id as the address has it: a positive integer, nothing else. */
function orderIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/**
 * /account/history/{id}: one order of the customer (lines, delivery, carrier and tracking,
 * payments, the status timeline, the bill and the purchase order). An unknown order, or
 * another customer's (the API answers 404 for both), is the not-found page.
 */
export function OrderDetailPage() {
  const orderId = orderIdOf(useParams().id);
  if (orderId === null) return <NotFoundPage />;
  return <OrderDetail orderId={orderId} />;
}

function OrderDetail({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const order = useCustomerQuery(['order', orderId], (api, token) => api.order(token, orderId));
  const back = { to: '/account/history', label: t('accountArea.order.back') };
  if (order.isError && apiStatus(order.error) === 404) return <NotFoundPage />;
  if (!order.data)
    return (
      <AccountPageFrame title={t('accountArea.sections.history.title')} back={back}>
        {order.isError ? (
          <LoadFailure onRetry={() => void order.refetch()} />
        ) : (
          <ListSkeleton rows={3} />
        )}
      </AccountPageFrame>
    );
  return <OrderView order={order.data} back={back} />;
}

function OrderView({ order, back }: { order: TOrder; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const price = (value: number) => formatPrice(value, locale);
  const { totals, carrier } = order;

  return (
    <AccountPageFrame
      title={t('accountArea.history.orderNumber', { number: order.number })}
      intro={
        <>
          {t('accountArea.order.placedOn', { date: formatDay(order.createdAt, locale) })}{' '}
          <span className={`${pageStyles.badge} ${styles.status}`} data-status={order.status}>
            {t(`orders.status.${order.status}`)}
          </span>
        </>
      }
      back={back}
      actions={<OrderDocuments order={order} />}
    >
      <div className={styles.detail}>
        <div className={styles.detailMain}>
          <section className={pageStyles.panel} aria-labelledby="order-items">
            <h2 id="order-items" className={pageStyles.sectionTitle}>
              {t('accountArea.order.items')}
            </h2>
            <ul className={styles.lines}>
              {order.lines.map((line) => (
                <li key={`${line.productId}-${line.productSizeId}`} className={styles.line}>
                  <span className={`${productStyles.picture} ${styles.linePicture}`}>
                    {line.picture ? (
                      <img src={line.picture} alt="" width={80} height={100} loading="lazy" />
                    ) : null}
                  </span>
                  <span className={productStyles.text}>
                    <span className={productStyles.brand}>{line.brand}</span>
                    <span>{line.name}</span>
                    <span className={`${pageStyles.muted} ${pageStyles.small}`}>
                      {t('product.sizeLabel', { size: line.size })} ·{' '}
                      {t('accountArea.order.quantity', { count: line.quantity })}
                    </span>
                  </span>
                  <span className={`${styles.linePrice} ui-tabular`}>
                    {price(fromCents(toCents(line.unitPrice) * line.quantity))}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section className={pageStyles.panel} aria-labelledby="order-timeline">
            <h2 id="order-timeline" className={pageStyles.sectionTitle}>
              {t('accountArea.order.timeline')}
            </h2>
            <OrderTimeline history={order.history} />
          </section>
          <OrderReturns orderId={order.id} />
        </div>
        <div className={styles.detailSide}>
          <section className={pageStyles.panel} aria-labelledby="order-delivery">
            <h2 id="order-delivery" className={pageStyles.sectionTitle}>
              {t('accountArea.order.delivery')}
            </h2>
            <dl className={styles.facts}>
              {order.relayPoint ? (
                <div>
                  <dt>{t('accountArea.order.relayPoint')}</dt>
                  <dd>
                    <address className={pageStyles.addressLines}>
                      <span>{order.relayPoint.name}</span>
                      <span>{order.relayPoint.street}</span>
                      <span>
                        {order.relayPoint.zipCode} {order.relayPoint.city}
                      </span>
                    </address>
                  </dd>
                </div>
              ) : order.shippingAddress ? (
                <div>
                  <dt>{t('accountArea.order.address')}</dt>
                  <dd>
                    <address className={pageStyles.addressLines}>
                      {addressLines(order.shippingAddress).map((line, index) => (
                        <span key={`${index}-${line}`}>{line}</span>
                      ))}
                    </address>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('accountArea.order.carrier')}</dt>
                <dd>
                  {carrier.name}
                  <br />
                  <span className={pageStyles.muted}>
                    {t('accountArea.order.deliveryDate', { date: carrier.deliveryDateLabel })}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{t('accountArea.order.tracking')}</dt>
                <dd>
                  {carrier.trackingNumber ? (
                    <span className={styles.tracking}>{carrier.trackingNumber}</span>
                  ) : (
                    <span className={pageStyles.muted}>{t('accountArea.order.noTracking')}</span>
                  )}
                </dd>
              </div>
            </dl>
          </section>
          <section className={pageStyles.panel} aria-labelledby="order-payment">
            <h2 id="order-payment" className={pageStyles.sectionTitle}>
              {t('accountArea.order.payment')}
            </h2>
            <OrderPayments payments={order.payments} />
            <dl className={styles.totals}>
              <div>
                <dt>{t('accountArea.order.goods')}</dt>
                <dd className="ui-tabular">{price(totals.goods)}</dd>
              </div>
              {totals.discount > 0 ? (
                <div>
                  <dt>{t('accountArea.order.discount')}</dt>
                  <dd className="ui-tabular">−{price(totals.discount)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('accountArea.order.shipping')}</dt>
                <dd className="ui-tabular">
                  {totals.shipping === 0 ? t('accountArea.order.free') : price(totals.shipping)}
                </dd>
              </div>
              {totals.vouchers > 0 ? (
                <div>
                  <dt>{t('accountArea.order.vouchers')}</dt>
                  <dd className="ui-tabular">−{price(totals.vouchers)}</dd>
                </div>
              ) : null}
              <div className={styles.grandTotal}>
                <dt>{t('accountArea.order.total')}</dt>
                <dd className="ui-tabular">{price(totals.total)}</dd>
              </div>
            </dl>
          </section>
        </div>
      </div>
    </AccountPageFrame>
  );
}
