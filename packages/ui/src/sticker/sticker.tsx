import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import './sticker.css';

/**
 * The spec's sticker variants (storefront section 2): grey, white, eco-responsible, exclusive,
 * promo, large. `large` is the prominent one (bigger type, near-black) for the main message.
 */
export const STICKER_VARIANTS = ['grey', 'white', 'eco', 'exclusive', 'promo', 'large'] as const;

export type StickerVariant = (typeof STICKER_VARIANTS)[number];

export interface StickerProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: StickerVariant;
  /** The label, already translated. */
  children: ReactNode;
}

/** A small uppercase rectangular label, shown top-left over product pictures. */
export function Sticker({ variant = 'grey', className, children, ...rest }: StickerProps) {
  return (
    <span className={cx('ui-sticker', `ui-sticker--${variant}`, className)} {...rest}>
      {children}
    </span>
  );
}
