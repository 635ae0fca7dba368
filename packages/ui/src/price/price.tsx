import { formatPrice } from '@shop/domain/money';
import { displayPrice } from '@shop/domain/product';
import { cx } from '../internal/cx';
import './price.css';

export interface PriceLabels {
  /** Visually hidden before the current price when reduced, e.g. "Prix actuel". */
  now: string;
  /** Visually hidden before the struck price, e.g. "Prix initial". */
  before: string;
}

export type PriceSize = 'sm' | 'md' | 'lg';

export interface PriceProps {
  /** What it costs now, in euros. */
  price: number;
  /** What it cost before, in euros; when higher than `price` the price shows as reduced. */
  originalPrice?: number;
  /** The shopper's locale, e.g. `fr`, `de-DE`: `41,99 €`, `€41.99`. */
  locale: string;
  labels: PriceLabels;
  size?: PriceSize;
  className?: string;
}

/**
 * A euro price in tabular figures. When reduced (storefront spec section 5: discount =
 * original − price, percent = round(100 × (1 − price / original))) it shows the current price
 * in promo red, the original price struck through and the percentage off.
 */
export function Price({
  price,
  originalPrice,
  locale,
  labels,
  size = 'md',
  className,
}: PriceProps) {
  const shown = displayPrice({ price, originalPrice: originalPrice ?? price });
  const classes = cx(
    'ui-price',
    `ui-price--${size}`,
    shown.isPromo && 'ui-price--promo',
    'ui-tabular',
    className,
  );

  if (!shown.isPromo) {
    return (
      <span className={classes}>
        <span className="ui-price__current">{formatPrice(shown.price, locale)}</span>
      </span>
    );
  }

  return (
    <span className={classes}>
      <ins className="ui-price__current">
        <span className="ui-visually-hidden">{labels.now} </span>
        {formatPrice(shown.price, locale)}
      </ins>{' '}
      <del className="ui-price__original">
        <span className="ui-visually-hidden">{labels.before} </span>
        {formatPrice(shown.originalPrice, locale)}
      </del>
      {shown.percent > 0 ? (
        <>
          {' '}
          <span className="ui-price__percent">-{shown.percent}%</span>
        </>
      ) : null}
    </span>
  );
}
