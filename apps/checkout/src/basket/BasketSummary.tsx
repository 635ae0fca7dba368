import type { BasketTotals } from '@shop/domain/basket';
import { formatPrice, fromCents, toCents } from '@shop/domain/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storefrontHref } from '../app/shop-context';
import { useShop } from '../app/shop-context-provider';
import { REDIRECT_PARAM } from '../login/use-after-login';
import { markCameFromBasket } from '../session/came-from-basket';
import { useSession } from '../session/session-context';
import { buttonClassName } from '@shop/ui';
import promoStyles from './BasketSummary.module.css';
import orderSummaryStyles from '../styles/order-summary.module.css';
import skeletonStyles from '../styles/skeleton.module.css';
import type { BasketDetailState } from './use-basket-detail';
import { trackCheckoutStep } from '../app/tracking';

/** The delivery row and free-shipping progress the first answer brings, as grey shapes. */
function PendingFigures() {
  return (
    <div aria-hidden="true" data-testid="basket-pending-figures">
      <span className={`${skeletonStyles.skeleton} ${promoStyles.pendingRow}`} />
      <span className={`${skeletonStyles.skeleton} ${promoStyles.pendingFreeShipping}`} />
    </div>
  );
}

/** Promotion code form: the server checks it; a refusal's message stays until the next try. */
function PromoCode({ basket }: { basket: BasketDetailState }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const fieldId = useId();
  if (basket.promotion)
    return (
      <p className={promoStyles.promoApplied} data-testid="basket-promotion">
        {t('basket.promotion', { code: basket.promotion.code })}{' '}
        <button type="button" className={promoStyles.linkButton} onClick={basket.removeCode}>
          {t('basket.removeCode')}
        </button>
      </p>
    );
  return (
    <form
      className={promoStyles.promo}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        basket.applyCode(code);
      }}
    >
      <label htmlFor={fieldId}>{t('basket.promoCode')}</label>
      <div className={promoStyles.promoRow}>
        <input
          id={fieldId}
          value={code}
          autoComplete="off"
          aria-invalid={basket.promotionMessage ? true : undefined}
          aria-describedby={basket.promotionMessage ? `${fieldId}-message` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className={buttonClassName({ variant: 'secondary' })}>
          {t('basket.applyCode')}
        </button>
      </div>
      {basket.promotionMessage && (
        <p id={`${fieldId}-message`} role="alert" className={promoStyles.promoError}>
          {basket.promotionMessage}
        </p>
      )}
    </form>
  );
}

/**
 * Item count, subtotal, savings, promotion, delivery and total — the server's figures once the
 * basket is recalculated (local ones until then) — the free-shipping progress and the way on.
 */
export function BasketSummary({
  totals,
  basket,
}: {
  totals: BasketTotals;
  basket: BasketDetailState;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  const detail = basket.detail;
  const original = detail?.originPrice ?? totals.originalTotal;
  const discount = detail?.basketPromotion?.valid ? detail.basketPromotion.discount : 0;
  const goods = detail ? fromCents(toCents(detail.price) + toCents(discount)) : totals.total;
  const savings = fromCents(toCents(original) - toCents(goods));
  const hasSavings = savings > 0;
  const shipping = detail?.defaultCarrier;
  const total = detail ? detail.priceWithDefaultCarrier : totals.total;
  const freeFrom = detail?.freeShippingAmount ?? null;
  const left =
    detail && freeFrom !== null
      ? Math.max(0, fromCents(toCents(freeFrom) - toCents(detail.price)))
      : null;
  const { state } = useSession();
  const prefix = shop.basename === '/' ? '' : shop.basename;
  // Section 2: a guest signs in on the way, in the checkout layout (timeline at step 2); a
  // customer without an address adds one first.
  const next =
    state.status !== 'customer'
      ? `/login?mode=connection&${REDIRECT_PARAM}=${encodeURIComponent(`${prefix}/checkout/shipping`)}`
      : state.addresses.length === 0
        ? '/checkout/add_address'
        : '/checkout/shipping';

  return (
    <aside className={orderSummaryStyles.summary} aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className={orderSummaryStyles.summaryTitle}>
        {t('basket.summary')}
      </h2>
      <dl className={orderSummaryStyles.figures} aria-busy={basket.loading || undefined}>
        <div className={orderSummaryStyles.row}>
          <dt>{t('basket.items', { count: totals.count })}</dt>
          <dd className="ui-tabular">{formatPrice(original, shop.locale)}</dd>
        </div>
        {hasSavings ? (
          <div
            className={`${orderSummaryStyles.row} ${orderSummaryStyles.savings}`}
            data-testid="basket-savings"
          >
            <dt>{t('basket.savings')}</dt>
            <dd className="ui-tabular">{formatPrice(-savings, shop.locale)}</dd>
          </div>
        ) : null}
        {discount > 0 && basket.promotion ? (
          <div
            className={`${orderSummaryStyles.row} ${orderSummaryStyles.savings}`}
            data-testid="basket-discount"
          >
            <dt>{t('basket.promotion', { code: basket.promotion.code })}</dt>
            <dd className="ui-tabular">{formatPrice(-discount, shop.locale)}</dd>
          </div>
        ) : null}
        {shipping ? (
          <div className={orderSummaryStyles.row} data-testid="basket-shipping">
            <dt>{t('basket.shipping')}</dt>
            <dd className="ui-tabular">
              {shipping.freeShipping
                ? t('basket.shippingFree')
                : formatPrice(fromCents(shipping.amount), shop.locale)}
            </dd>
          </div>
        ) : null}
        <div
          className={`${orderSummaryStyles.row} ${orderSummaryStyles.total}`}
          data-testid="basket-total"
        >
          <dt>{t('basket.total')}</dt>
          <dd className="ui-tabular">{formatPrice(total, shop.locale)}</dd>
        </div>
      </dl>
      {/* Space kept while the first answer is awaited, and the status line always there: the
          buttons below do not move while the basket recalculates (a click landed elsewhere). */}
      {basket.loading && !detail ? <PendingFigures /> : null}
      <p className={orderSummaryStyles.updating} role="status" data-testid="basket-updating">
        {basket.loading ? t('basket.updating') : ''}
      </p>
      {left !== null && freeFrom !== null ? (
        <div className={promoStyles.freeShipping} data-testid="basket-free-shipping">
          <p>
            {left > 0
              ? t('basket.freeShippingLeft', { amount: formatPrice(left, shop.locale) })
              : t('basket.freeShippingReached')}
          </p>
          <progress max={freeFrom} value={Math.min(freeFrom, freeFrom - left)} aria-hidden="true" />
        </div>
      ) : null}
      <PromoCode basket={basket} />
      <div className={orderSummaryStyles.summaryActions}>
        <Link
          to={next}
          onClick={() => {
            if (state.status !== 'customer') markCameFromBasket();
            trackCheckoutStep('begin_checkout', basket.lines, {
              ...(basket.promotion ? { coupon: basket.promotion.code } : {}),
            });
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
