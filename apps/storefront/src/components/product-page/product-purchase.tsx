'use client';

import type { BasketLineInfo } from '@shop/domain/basket';
import type { Locale } from '@shop/domain/locales';
import { initialSizeId, sizeAction, unitsLeft, type PickerSize } from '@shop/domain/size-picker';
import type { StoreId } from '@shop/domain/stores';
import { useBasket } from '@shop/basket';
import { interpolate, pluralOf } from '@shop/i18n/interpolate';
import { Button } from '@shop/ui';
import { useId, useState, type ReactNode } from 'react';
import { StockAlertForm, type StockAlertLabels } from '../stock-alert/stock-alert-form';
import messages from '../forms/form-messages.module.css';
import styles from './product-purchase.module.css';

export interface ProductPurchaseProps {
  product: BasketLineInfo;
  /** Every size of the product, sold out or not. */
  sizes: PickerSize[];
  store: StoreId;
  locale: Locale;
  /** The wishlist heart beside the add button. */
  heart?: ReactNode;
  labels: {
    legend: string;
    soldOut: string;
    add: string;
    added: string;
    /** "Taille {{size}}" with the placeholder left in. */
    sizeTemplate: string;
    chooseSizeFirst: string;
    sizeSoldOut: string;
    /** "Plus qu'une pièce…" and "Plus que {{count}} pièces…". */
    unitsLeftOne: string;
    unitsLeftOther: string;
    alert: StockAlertLabels;
  };
}

/**
 * The product page's size picker (storefront section 2): every size is a radio, sold-out ones
 * struck through and named so. An in-stock size goes to the shared basket; a sold-out one
 * offers the back-in-stock alert instead of the button.
 */
export function ProductPurchase({
  product,
  sizes,
  store,
  locale,
  heart,
  labels,
}: ProductPurchaseProps) {
  const add = useBasket((state) => state.add);
  const [chosenId, setChosenId] = useState(() => initialSizeId(sizes));
  const [missingSize, setMissingSize] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const id = useId();
  const chosen = sizes.find((size) => size.id === chosenId) ?? null;
  const action = chosen ? sizeAction(chosen) : 'add';
  const left = chosen ? unitsLeft(chosen) : null;
  const sizeName = (label: string) => interpolate(labels.sizeTemplate, { size: label });

  function addChosen() {
    if (!chosen) {
      setMissingSize(true);
      return;
    }
    add(product, { id: chosen.id, quantity: chosen.quantity, label: chosen.label });
    setAdded(`${labels.added} · ${sizeName(chosen.label)}`);
  }

  return (
    <div className={styles.purchase}>
      <fieldset
        className={styles.sizes}
        aria-describedby={missingSize ? `${id}-missing` : undefined}
      >
        <legend className={styles.legend}>
          {labels.legend}
          {chosen && <span className={styles.chosen}>{chosen.label}</span>}
        </legend>
        <div className={styles.grid}>
          {sizes.map((size) => {
            const soldOut = size.quantity === 0;
            return (
              <label key={size.id} className={styles.size} data-sold-out={soldOut || undefined}>
                <input
                  type="radio"
                  name={`${id}-size`}
                  value={size.id}
                  checked={size.id === chosenId}
                  onChange={() => {
                    setChosenId(size.id);
                    setMissingSize(false);
                    setAdded(null);
                  }}
                  className="ui-visually-hidden"
                />
                <span aria-hidden="true">{size.label}</span>
                <span className="ui-visually-hidden">
                  {soldOut ? `${sizeName(size.label)} – ${labels.soldOut}` : sizeName(size.label)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {missingSize && (
        <p id={`${id}-missing`} className={messages.error} role="alert">
          {labels.chooseSizeFirst}
        </p>
      )}
      {left !== null && (
        <p className={styles.low}>
          {interpolate(
            pluralOf(locale, left, { one: labels.unitsLeftOne, other: labels.unitsLeftOther }),
            { count: left },
          )}
        </p>
      )}
      {chosen && action === 'alert' ? (
        <>
          <p className={styles.soldOut}>{labels.sizeSoldOut}</p>
          <div className={styles.actions}>
            <StockAlertForm
              key={chosen.id}
              productId={product.id}
              size={{ id: chosen.id, label: chosen.label }}
              store={store}
              locale={locale}
              labels={labels.alert}
            />
            {heart}
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button size="lg" fullWidth onClick={addChosen}>
            {labels.add}
          </Button>
          {heart}
        </div>
      )}
      <p className={styles.status} role="status">
        {added ?? ''}
      </p>
    </div>
  );
}
