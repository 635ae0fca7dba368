'use client';

import { hasProduct } from '@shop/domain/wishlist';
import { interpolate, pluralOf } from '@shop/i18n/interpolate';
import { ProductGrid } from '@shop/ui';
import { useRouter } from 'next/navigation';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { useWishlist, useWishlistLoaded } from './wishlist-store';
import styles from './wishlist.module.css';

interface WishlistGridProps {
  /** The server-rendered cards of the shopper's favourite products. */
  items: { productId: number; card: ReactNode }[];
  /** What shows once the last product has gone. */
  empty: ReactNode;
  labels: { one: string; other: string };
  /** The page's language, for the count's plural form. */
  locale: string;
}

/**
 * The /wishlist page's cards, following the wishlist state: a product whose heart removes it
 * leaves the grid (and the empty state follows the last one); one added meanwhile (the product
 * a guest asked for before logging in) brings the page again from the server.
 */
export function WishlistGrid({ items, empty, labels, locale }: WishlistGridProps) {
  const loaded = useWishlistLoaded();
  const products = useWishlist((state) => state.products);
  const router = useRouter();
  const refreshedFor = useRef(new Set<number>());

  useEffect(() => {
    if (!loaded) return;
    const rendered = new Set(items.map((item) => item.productId));
    // Once per product: one the index no longer holds stays missing after a refresh.
    const added = products.filter(
      (wish) => !rendered.has(wish.product) && !refreshedFor.current.has(wish.product),
    );
    if (added.length === 0) return;
    for (const wish of added) refreshedFor.current.add(wish.product);
    router.refresh();
  }, [loaded, products, items, router]);

  const shown = loaded ? items.filter((item) => hasProduct(products, item.productId)) : items;
  if (shown.length === 0) return empty;
  const count = interpolate(pluralOf(locale, shown.length, labels), {
    count: shown.length,
  });
  return (
    <>
      <p className={styles.count} role="status" data-testid="wishlist-count">
        {count}
      </p>
      <ProductGrid data-testid="wishlist-grid">
        {shown.map((item) => (
          <Fragment key={item.productId}>{item.card}</Fragment>
        ))}
      </ProductGrid>
    </>
  );
}
