'use client';

import { interpolate, pluralOf } from '@shop/i18n/interpolate';
import { CountBadge, HeartIcon } from '@shop/ui';
import { useEffect } from 'react';
import { hasBrowserSession } from '../../browser/shopper';
import styles from '../site-header/site-header.module.css';
import { startWishlist } from './wishlist-actions';
import type { WishlistContext } from './wishlist-service';
import { useWishlist } from './wishlist-store';

interface FavouritesLinkProps {
  href: string;
  context: WishlistContext;
  labels: { favourites: string; one: string; other: string };
}

/**
 * The header's favourites icon with the wishlist count (storefront section 2). Mounting it
 * starts the wishlist, loaded once per page (section 7: favourites load on header mount).
 */
export function FavouritesLink({ href, context, labels }: FavouritesLinkProps) {
  const count = useWishlist((state) => state.products.length);

  useEffect(() => {
    // After the page's first work: the list is not needed to paint it.
    // The session is the browser's to know: the page's HTML is every shopper's (issue 20).
    const start = () => startWishlist(context, hasBrowserSession());
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }, [context]);

  const label =
    count === 0
      ? labels.favourites
      : interpolate(pluralOf(context.locale, count, labels), { count });
  return (
    <a className={styles.icon} href={href} aria-label={label} data-testid="header-favourites">
      <HeartIcon />
      <CountBadge count={count} />
    </a>
  );
}
