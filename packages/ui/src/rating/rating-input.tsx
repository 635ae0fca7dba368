import { RATINGS, type Rating } from '@shop/domain/reviews';
import { useId, useState } from 'react';
import { cx } from '../internal/cx';
import { Star } from './star';
import './rating.css';

export interface RatingInputProps {
  /** Form field name of the radios. */
  name: string;
  value: Rating | null;
  onChange: (rating: Rating) => void;
  /** The group's visible name, e.g. "Votre note". */
  legend: string;
  /** Each radio's name, e.g. `(n) => n === 1 ? '1 étoile' : `${n} étoiles``. */
  starLabel: (rating: Rating) => string;
  /** An error shown under the stars and tied to the group. */
  error?: string;
  className?: string;
}

/**
 * Choosing a rating from 1 to 5: a native radio group (arrow keys move and choose), each
 * radio drawn as a star. Stars up to the one hovered or chosen are filled.
 */
export function RatingInput({
  name,
  value,
  onChange,
  legend,
  starLabel,
  error,
  className,
}: RatingInputProps) {
  const [hovered, setHovered] = useState<Rating | null>(null);
  const id = useId();
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset
      className={cx('ui-rating-input', className)}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="ui-rating-input__legend">{legend}</legend>
      <div className="ui-rating-input__stars" onMouseLeave={() => setHovered(null)}>
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className="ui-rating-input__star"
            onMouseEnter={() => setHovered(rating)}
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="ui-visually-hidden"
            />
            <Star fill={rating <= shown ? 1 : 0} />
            <span className="ui-visually-hidden">{starLabel(rating)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="ui-rating-input__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
