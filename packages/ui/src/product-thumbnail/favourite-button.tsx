import type { MouseEventHandler } from 'react';
import { IconButton } from '../button';
import { HeartFilledIcon, HeartIcon } from '../icons';
import { cx } from '../internal/cx';

export interface FavouriteButtonProps {
  /** The wishlist works by product id: without one the button is not rendered (section 5). */
  productId?: number | null;
  /** Accessible name, e.g. "Ajouter aux favoris" or "Retirer des favoris". */
  label: string;
  /** In the wishlist. */
  pressed?: boolean;
  /** A change is running: a spinner, clicks ignored. */
  busy?: boolean;
  /** Small on cards, larger on the product page (storefront section 2). */
  size?: 'sm' | 'lg';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  className?: string;
}

/** The wishlist heart; what a click does (sign-in invitation, add, remove) is the caller's. */
export function FavouriteButton({
  productId,
  label,
  pressed = false,
  busy = false,
  size = 'sm',
  onClick,
  className,
}: FavouriteButtonProps) {
  if (productId === undefined || productId === null) return null;
  return (
    <IconButton
      variant="surface"
      label={label}
      icon={pressed ? <HeartFilledIcon /> : <HeartIcon />}
      pressed={pressed}
      loading={busy}
      onClick={onClick}
      data-product-id={productId}
      className={cx('ui-favourite', `ui-favourite--${size}`, className)}
    />
  );
}
