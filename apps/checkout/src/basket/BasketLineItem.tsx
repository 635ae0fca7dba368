import type { BasketLine } from '@shop/domain/basket';
import { quantityOptions } from '@shop/domain/basket-quantity';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import { Price, TrashIcon } from '@shop/ui';
import { lineAmounts, lineKey, linePictureUrl } from './line';
import productStyles from '../styles/product-line.module.css';
import styles from './BasketLineItem.module.css';

export interface BasketLineItemProps {
  line: BasketLine;
  onQuantityChange: (line: BasketLine, quantity: number) => void;
  onRemove: (line: BasketLine) => void;
}

/** One product in one size: picture, brand, name, size, unit price, quantity, remove, total. */
export function BasketLineItem({ line, onQuantityChange, onRemove }: BasketLineItemProps) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const key = lineKey(line);
  const quantityId = `basket-quantity-${key}`;
  const pictureUrl = linePictureUrl(line);
  const amounts = lineAmounts(line);
  const priceLabels = { now: t('product.priceNow'), before: t('product.priceBefore') };
  const reduced = line.info.originPrice > line.info.price;

  return (
    <li className={styles.line} data-testid={`basket-line-${key}`}>
      <div className={`${productStyles.picture} ${styles.picture}`}>
        {pictureUrl ? (
          // Decorative: brand and name follow as text.
          <img src={pictureUrl} alt="" width={240} height={300} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className={styles.body}>
        <div className={styles.top}>
          <div className={styles.info}>
            <p className={styles.brand}>{line.info.brand}</p>
            <h2 className={styles.name}>{line.info.name}</h2>
            <p className={styles.size}>{t('product.sizeLabel', { size: line.size.label })}</p>
            <p className={styles.unitPrice}>
              <span className="ui-visually-hidden">{t('basket.unitPrice')} </span>
              <Price
                price={line.info.price}
                originalPrice={reduced ? line.info.originPrice : undefined}
                locale={locale}
                labels={priceLabels}
                size="sm"
              />
            </p>
          </div>
          <p className={styles.lineTotal} data-testid="line-total">
            <span className="ui-visually-hidden">{t('basket.total')} </span>
            <Price price={amounts.total} locale={locale} labels={priceLabels} size="md" />
          </p>
        </div>
        <div className={styles.controls}>
          <div className={styles.quantity}>
            <label htmlFor={quantityId}>{t('basket.quantity')}</label>
            <select
              id={quantityId}
              value={line.quantity}
              onChange={(event) => onQuantityChange(line, Number(event.target.value))}
            >
              {quantityOptions(line).map((quantity) => (
                <option key={quantity} value={quantity}>
                  {quantity}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className={styles.remove} onClick={() => onRemove(line)}>
            <TrashIcon size={20} />
            {/* Icon only on narrow screens; the full name is always announced. */}
            <span className={styles.removeText}>
              {t('basket.remove')}
              <span className="ui-visually-hidden">
                {' '}
                {line.info.brand} {line.info.name} (
                {t('product.sizeLabel', { size: line.size.label })})
              </span>
            </span>
          </button>
        </div>
      </div>
    </li>
  );
}
