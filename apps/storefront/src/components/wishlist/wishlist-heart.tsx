'use client';

import { FavouriteButton } from '@shop/ui';
import { toggleWish } from './wishlist-actions';
import { useInWishlist, useWishBusy, useWishlistLoaded } from './wishlist-store';

export interface WishlistHeartProps {
  productId: number | null | undefined;
  labels: { add: string; remove: string };
  /** Small on cards, larger on the product page (storefront section 2). */
  size?: 'sm' | 'lg';
  /** Shown pressed until the list is loaded: the /wishlist page knows its products are in it. */
  initiallyPressed?: boolean;
}

/** The wishlist heart of one product; renders nothing without a product id (section 5). */
export function WishlistHeart({
  productId,
  labels,
  size,
  initiallyPressed = false,
}: WishlistHeartProps) {
  const id = productId ?? 0;
  const inList = useInWishlist(id);
  const busy = useWishBusy(id);
  const loaded = useWishlistLoaded();
  const pressed = loaded ? inList : inList || initiallyPressed;
  return (
    <FavouriteButton
      productId={productId}
      label={pressed ? labels.remove : labels.add}
      pressed={pressed}
      busy={busy}
      size={size}
      onClick={(event) => {
        // The heart sits over the card's link.
        event.preventDefault();
        void toggleWish(id);
      }}
    />
  );
}
