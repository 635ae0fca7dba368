import { starFills } from '@shop/domain/reviews';
import { cx } from '../internal/cx';
import { Star } from './star';
import './rating.css';

export interface RatingStarsProps {
  /** Average out of 5; null (no rating yet) shows five empty stars. */
  average: number | null;
  /** What the stars say, e.g. "Note moyenne 4,3 sur 5": the stars themselves are an image. */
  label: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** An average rating as five stars filled in quarters. */
export function RatingStars({ average, label, size = 'sm', className }: RatingStarsProps) {
  return (
    <span
      className={cx('ui-rating', `ui-rating--${size}`, className)}
      role="img"
      aria-label={label}
    >
      {starFills(average).map((fill, index) => (
        <Star key={index} fill={fill} />
      ))}
    </span>
  );
}
