'use client';

import { HeartIcon } from '@shop/ui';
import { useEffect } from 'react';
import styles from '../site-header/site-header.module.css';
import { startWishlist } from './wishlist-actions';
import type { WishlistContext } from './wishlist-service';
import { useWishlist } from './wishlist-store';

interface FavouritesLinkProps {
  href: string;
  /** The request carried a session: the wishlist is loaded for a signed-in shopper only. */
  hasSession: boolean;
  context: WishlistContext;
  labels: { favourites: string; one: string; other: string };
}

/**
 * The header's favourites icon with the wishlist count (storefront section 2). Mounting it
 * starts the wishlist, loaded once per page (section 7: favourites load on header mount).
 */
export function FavouritesLink({ href, hasSession, context, labels }: FavouritesLinkProps) {
  const count = useWishlist((state) => state.products.length);

  useEffect(() => {
    // After the page's first work: the list is not needed to paint it.
    const start = () => startWishlist(context, hasSession);
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }, [context, hasSession]);

  const label =
    count === 0
      ? labels.favourites
      : (count === 1 ? labels.one : labels.other).replace('{{count}}', String(count));
  return (
    <a className={styles.icon} href={href} aria-label={label} data-testid="header-favourites">
      <HeartIcon />
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </a>
  );
}
