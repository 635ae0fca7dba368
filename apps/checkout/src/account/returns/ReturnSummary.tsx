import type { TReturnOrder } from '@shop/api-client';
import { formatPrice } from '@shop/domain/money';
import { RETURN_REFUND_TYPES } from '@shop/domain/returns';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../app/shop-context-provider';
import { formatDay } from '../shared/format';
import pageStyles from '../shared/account-page.module.css';
import productStyles from '../../styles/product-line.module.css';
import historyStyles from '../history/History.module.css';

/** What the return holds (lines, reasons, comments), where it goes, and what comes back. */
export function ReturnSummary({ view }: { view: TReturnOrder }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const price = (euros: number) => formatPrice(euros, locale);
  const credit = view.returnOrderRefundTypeId === RETURN_REFUND_TYPES.credit;
  const point = view.dropOff?.relayPoint;
  const address = view.dropOff?.address;
  return (
    <section className={pageStyles.panel} aria-labelledby="return-summary">
      <h2 id="return-summary" className={pageStyles.sectionTitle}>
        {t('returns.page.orderLabel', { number: view.orderNumber })}
      </h2>
      <p className={pageStyles.muted}>
        {t('returns.page.requestedOn', { date: formatDay(view.createdAt, locale) })}
        {view.status === 'waitClient'
          ? ` · ${t('returns.page.deadline', { date: formatDay(view.deadline, locale) })}`
          : null}
      </p>
      <ul className={historyStyles.lines}>
        {view.products.map((product) => (
          <li key={product.id} className={historyStyles.line}>
            <span className={productStyles.text}>
              <span className={productStyles.brand}>{product.orderProductTitle}</span>
              <span>{product.orderProductName}</span>
              <span className={`${pageStyles.muted} ${pageStyles.small}`}>
                {t('product.sizeLabel', { size: product.size })} · {product.quantity} ·{' '}
                {product.reason.name}
              </span>
              {product.comment ? <span className={pageStyles.small}>{product.comment}</span> : null}
            </span>
            <span className={`${historyStyles.linePrice} ui-tabular`}>
              {price(product.totalPrice)}
            </span>
          </li>
        ))}
      </ul>
      {point || address ? (
        <address className={pageStyles.addressLines}>
          <span>{t(point ? 'returns.page.relayMode' : 'returns.page.homeMode')}</span>
          <span>{point ? point.name : address?.street}</span>
          <span>
            {point
              ? `${point.zipCode} ${point.city}`
              : `${address?.zipCode ?? ''} ${address?.city ?? ''}`}
          </span>
        </address>
      ) : null}
      <dl className={historyStyles.totals}>
        <div>
          <dt>{t('returns.page.totalGoods')}</dt>
          <dd className="ui-tabular">{price(view.totals.goods)}</dd>
        </div>
        {view.totals.fee > 0 ? (
          <div>
            <dt>{t('returns.page.fee')}</dt>
            <dd className="ui-tabular">−{price(view.totals.fee)}</dd>
          </div>
        ) : null}
        <div className={historyStyles.grandTotal}>
          <dt>{t(credit ? 'returns.page.totalCredit' : 'returns.page.totalRefund')}</dt>
          <dd className="ui-tabular">{price(view.totals.refund)}</dd>
        </div>
      </dl>
    </section>
  );
}
