import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import './count-badge.css';

export interface CountBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  count: number;
}

/**
 * The small round count on a header icon (basket items, favourites), at its top-right corner:
 * the icon's link must be positioned and say the count in its own name, since the badge is
 * hidden from assistive technologies. Nothing is drawn for zero.
 */
export function CountBadge({ count, className, ...rest }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={cx('ui-count-badge', className)} aria-hidden="true" {...rest}>
      {count}
    </span>
  );
}
