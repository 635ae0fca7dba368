'use client';

import { BagIcon, useBasket } from '@shop/ui';
import { useEffect, useState } from 'react';
import styles from './site-header.module.css';

interface BasketLinkProps {
  href: string;
  /** "Panier, {{count}} article(s)" in the page language. */
  labels: { one: string; other: string };
}

/** The header basket with its count, read from the basket shared with the checkout app. */
export function BasketLink({ href, labels }: BasketLinkProps) {
  const count = useBasket((state) => state.lines.reduce((sum, line) => sum + line.quantity, 0));
  // The server renders an empty basket; show the stored count only once hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shown = hydrated ? count : 0;
  const label = (shown === 1 ? labels.one : labels.other).replace('{{count}}', String(shown));

  return (
    <a className={styles.icon} href={href} aria-label={label} data-testid="header-basket">
      <BagIcon />
      {shown > 0 && (
        <span className={styles.count} aria-hidden="true">
          {shown}
        </span>
      )}
    </a>
  );
}
