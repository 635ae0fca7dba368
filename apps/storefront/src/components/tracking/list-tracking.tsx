'use client';

import { CURRENCY } from '@shop/domain/money';
import type { TrackedProduct } from '@shop/domain/tracking';
import { ecommerceEvent } from '@shop/domain/tracking-events';
import { useEffect, useMemo } from 'react';
import { TrackedEvent } from './data-layer';
import { trackEvent } from './track';

/**
 * A list of products (a listing's page of cards): view_item_list once consented, select_item
 * when a card's link is followed, with the card's place in the list (issue 30, item 20).
 */
export function ListTracking({
  listName,
  items,
}: {
  listName: string;
  items: readonly { product: TrackedProduct; href: string }[];
}) {
  const products = useMemo(() => items.map((item) => item.product), [items]);
  const event = useMemo(
    () =>
      ecommerceEvent('view_item_list', products, { currency: CURRENCY, item_list_name: listName }),
    [products, listName],
  );
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const path = new URL(link.href, window.location.href).pathname;
      const index = items.findIndex((item) => item.href === path);
      if (index < 0) return;
      const selected = ecommerceEvent('select_item', [items[index]!.product], {
        currency: CURRENCY,
        item_list_name: listName,
      });
      selected.ecommerce.items[0]!.index = index;
      trackEvent(selected);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [items, listName]);
  return <TrackedEvent event={event} products={products} />;
}
