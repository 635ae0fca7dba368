import type { TOrder, TOrderPayment } from '@shop/api-client';
import { formatDeliveryDate } from '@shop/domain/delivery';
import { formatPrice, fromCents, toCents } from '@shop/domain/money';
import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import { useTranslation } from 'react-i18next';
import { addressLines } from '../address/address-values';
import { useShop } from '../app/shop-context-provider';
import orderSummaryStyles from '../styles/order-summary.module.css';
import { RelayPointText } from '../shipping/RelayPointList';
import recapStyles from '../shipping/BasketRecap.module.css';
import stepStyles from '../styles/step-page.module.css';
import cardStyles from '../styles/choice-cards.module.css';
import productStyles from '../styles/product-line.module.css';
import summaryStyles from '../summary/SummaryPage.module.css';
import styles from './ConfirmPage.module.css';

const METHOD_KEYS: Record<TOrderPayment['methodId'], string> = {
  [PAYMENT_METHOD_IDS.card]: 'card',
  [PAYMENT_METHOD_IDS.paypal]: 'paypal',
  [PAYMENT_METHOD_IDS.bankTransfer]: 'transfer',
  [PAYMENT_METHOD_IDS.cheque]: 'cheque',
  [PAYMENT_METHOD_IDS.voucher]: 'voucher',
};

/** The order as the API keeps it: lines, delivery, carrier and date, payments and totals. */
export function OrderRecap({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const price = (value: number) => formatPrice(value, locale);
  const method = (payment: TOrderPayment) =>
    payment.methodId === PAYMENT_METHOD_IDS.paypal && payment.installments === 4
      ? t('purchase.methods.paypal4x')
      : t(`purchase.methods.${METHOD_KEYS[payment.methodId]}`);
  const { totals } = order;

  return (
    <section className={styles.recap} aria-labelledby="order-recap-title">
      <h2 id="order-recap-title" className={orderSummaryStyles.summaryTitle}>
        {t('purchase.confirm.recap')}
      </h2>
      <div className={styles.recapGrid}>
        <div className={summaryStyles.section}>
          <h3 className={summaryStyles.sectionTitle}>{t('purchase.confirm.items')}</h3>
          <ul className={summaryStyles.lines}>
            {order.lines.map((line) => (
              <li key={`${line.productId}-${line.productSizeId}`} className={summaryStyles.line}>
                <span className={productStyles.picture}>
                  {line.picture ? (
                    <img src={line.picture} alt="" width={72} height={90} loading="lazy" />
                  ) : null}
                </span>
                <span className={`${productStyles.text} ${summaryStyles.lineText}`}>
                  <span className={recapStyles.summaryBrand}>{line.brand}</span>
                  <span>{line.name}</span>
                  <span className={stepStyles.muted}>
                    {t('product.sizeLabel', { size: line.size })} ·{' '}
                    {t('purchase.summary.quantity', { count: line.quantity })}
                  </span>
                </span>
                <span className={`${summaryStyles.linePrice} ui-tabular`}>
                  {price(fromCents(toCents(line.unitPrice) * line.quantity))}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className={summaryStyles.section}>
          <h3 className={summaryStyles.sectionTitle}>{t('purchase.confirm.delivery')}</h3>
          <div className={summaryStyles.block}>
            {order.relayPoint ? (
              <p className={cardStyles.cardBody}>
                <RelayPointText point={order.relayPoint} />
              </p>
            ) : order.shippingAddress ? (
              <address className={summaryStyles.address}>
                {addressLines(order.shippingAddress).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ) : null}
          </div>
          <div className={summaryStyles.block}>
            <p className={cardStyles.cardName}>{order.carrier.name}</p>
            <p className={cardStyles.date}>
              {t('delivery.shipping.deliveryDate', {
                date: formatDeliveryDate(order.carrier.deliveryDate, locale),
              })}
            </p>
          </div>
          <h3 className={`${summaryStyles.sectionTitle} ${styles.paymentsTitle}`}>
            {t('purchase.confirm.payment')}
          </h3>
          <ul className={styles.payments}>
            {order.payments.map((payment, index) => (
              <li key={index}>
                <span>{method(payment)}</span>
                <span className="ui-tabular">{price(payment.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <dl className={`${orderSummaryStyles.figures} ${styles.totals}`} data-testid="order-totals">
        <div className={orderSummaryStyles.row}>
          <dt>{t('purchase.totals.goods')}</dt>
          <dd className="ui-tabular">{price(totals.goods)}</dd>
        </div>
        {totals.discount > 0 ? (
          <div className={`${orderSummaryStyles.row} ${orderSummaryStyles.savings}`}>
            <dt>{t('purchase.totals.discount')}</dt>
            <dd className="ui-tabular">{price(-totals.discount)}</dd>
          </div>
        ) : null}
        <div className={orderSummaryStyles.row}>
          <dt>{t('purchase.totals.shipping')}</dt>
          <dd className="ui-tabular">
            {totals.shipping === 0 ? t('purchase.totals.free') : price(totals.shipping)}
          </dd>
        </div>
        {totals.vouchers > 0 ? (
          <div className={orderSummaryStyles.row}>
            <dt>{t('purchase.totals.vouchers')}</dt>
            <dd className="ui-tabular">{price(-totals.vouchers)}</dd>
          </div>
        ) : null}
        <div className={`${orderSummaryStyles.row} ${orderSummaryStyles.total}`}>
          <dt>{t('purchase.totals.total')}</dt>
          <dd className="ui-tabular">{price(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
