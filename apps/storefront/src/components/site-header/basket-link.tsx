'use client';

import { basketTotals, defaultPicture } from '@shop/domain/basket';
import { BASKET_DROPDOWN_OPEN_MS } from '@shop/domain/menu';
import { formatPrice } from '@shop/domain/money';
import { imageUrl } from '@shop/domain/media';
import { basketStore, useBasket } from '@shop/basket';
import { interpolate, pluralOf } from '@shop/i18n/interpolate';
import { BagIcon, CountBadge } from '@shop/ui';
import { useEffect, useState } from 'react';
import styles from './site-header.module.css';
// After the header's styles: its rules refine the shared panel's.
import basketStyles from './basket-link.module.css';
import { useDropdown } from './use-dropdown';

interface BasketLinkProps {
  href: string;
  locale: string;
  /** Desktop only: the dropdown opens on hover (storefront section 4). */
  desktop: boolean;
  labels: { one: string; other: string; view: string; total: string; size: string };
}

/** The header basket: count, dropdown on hover when it has items, open 3 s after an add. */
export function BasketLink({ href, locale, desktop, labels }: BasketLinkProps) {
  const lines = useBasket((state) => state.lines);
  const [hydrated, setHydrated] = useState(false);
  const dropdown = useDropdown(desktop);
  useEffect(() => setHydrated(true), []);

  useEffect(
    () =>
      basketStore().subscribe((basket, previous) => {
        if (!basket.lastAddedAt || basket.lastAddedAt === previous.lastAddedAt) return;
        dropdown.show();
        setTimeout(dropdown.hide, BASKET_DROPDOWN_OPEN_MS);
      }),
    [dropdown.show, dropdown.hide],
  );

  // The server renders an empty basket; the stored one shows once hydrated.
  const shown = hydrated ? lines : [];
  const totals = basketTotals(shown);
  const label = interpolate(pluralOf(locale, totals.count, labels), {
    count: totals.count,
  });
  const canOpen = shown.length > 0;

  return (
    <div
      className={styles.dropdown}
      {...(canOpen ? dropdown.hoverProps : {})}
      {...dropdown.keyProps}
    >
      <a className={styles.icon} href={href} aria-label={label} data-testid="header-basket">
        <BagIcon />
        <CountBadge count={totals.count} />
      </a>
      {canOpen && (
        <div
          className={`${styles.panel} ${basketStyles.basketPanel}`}
          hidden={!dropdown.open}
          data-testid="basket-dropdown"
        >
          <ul className={basketStyles.basketLines}>
            {shown.map((line) => {
              const picture = defaultPicture(line.info.pictures);
              return (
                <li key={`${line.info.id}-${line.size.id}`}>
                  {picture && (
                    <img src={imageUrl(picture.url, 'XS')} alt="" width={56} height={70} />
                  )}
                  <span>
                    <strong>{line.info.brand}</strong>
                    <span>{line.info.name}</span>
                    <span>
                      {labels.size} {line.size.label} · {line.quantity} ×{' '}
                      {formatPrice(line.info.price, locale)}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
          <p className={basketStyles.basketTotal}>
            <span>{labels.total}</span>
            <strong>{formatPrice(totals.total, locale)}</strong>
          </p>
          <a className={styles.primaryLink} href={href}>
            {labels.view}
          </a>
        </div>
      )}
    </div>
  );
}
