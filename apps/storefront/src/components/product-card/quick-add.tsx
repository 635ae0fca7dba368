'use client';

import type { BasketLineInfo, BasketLineSize } from '@shop/domain/basket';
import { useBasket } from '@shop/basket';
import { interpolate } from '@shop/i18n/interpolate';
import { Button } from '@shop/ui';
import { useId, useState } from 'react';
import styles from './quick-add.module.css';
import type { QuickAddLabels } from './quick-add-labels';

interface QuickAddProps {
  product: BasketLineInfo;
  sizes: BasketLineSize[];
  /** Up to 7 sizes are buttons (storefront section 5); more are a list to choose from. */
  asButtons: boolean;
  labels: QuickAddLabels;
}

/** Adds a product in one size to the basket shared with the checkout app. */
export function QuickAdd({ product, sizes, asButtons, labels }: QuickAddProps) {
  const add = useBasket((state) => state.add);
  const [addedSize, setAddedSize] = useState<string | null>(null);
  const inStock = sizes.filter((size) => size.quantity > 0);
  const [chosen, setChosen] = useState(inStock[0]?.id ?? 0);
  const selectId = useId();
  const addNamed = interpolate(labels.addNamed, { name: product.name });
  const sizeName = (size: string) => interpolate(labels.sizeTemplate, { size });

  function addSize(size: BasketLineSize) {
    add(product, size);
    setAddedSize(size.label);
  }

  const status = (
    <p className={styles.status} role="status">
      {addedSize ? `${labels.added} · ${sizeName(addedSize)}` : ''}
    </p>
  );

  if (asButtons) {
    return (
      <div className={styles.quickAdd}>
        <ul className={styles.sizes} aria-label={addNamed}>
          {sizes.map((size) => (
            <li key={size.id}>
              <button
                type="button"
                className={styles.size}
                disabled={size.quantity === 0}
                aria-label={`${addNamed} – ${sizeName(size.label)}${size.quantity === 0 ? ` (${labels.soldOut})` : ''}`}
                onClick={() => addSize(size)}
              >
                {size.label}
              </button>
            </li>
          ))}
        </ul>
        {status}
      </div>
    );
  }

  return (
    <div className={styles.quickAdd}>
      <label className={styles.label} htmlFor={selectId}>
        {labels.chooseSize}
      </label>
      <div className={styles.row}>
        <select
          id={selectId}
          className={styles.select}
          value={chosen}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {inStock.map((size) => (
            <option key={size.id} value={size.id}>
              {size.label}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          onClick={() => {
            const size = inStock.find((candidate) => candidate.id === chosen);
            if (size) addSize(size);
          }}
        >
          {labels.add}
          <span className="ui-visually-hidden"> – {product.name}</span>
        </Button>
      </div>
      {status}
    </div>
  );
}
