import type { TPublishedReview } from '@shop/api-client';
import { interpolate } from '@shop/i18n/interpolate';
import { RatingStars } from '@shop/ui';
import styles from './reviews.module.css';

/** Filled here: the reviews after the first page are loaded in the browser. */
export interface ReviewItemLabels {
  /** "Noté {{rating}} sur 5". */
  rated: string;
  /** "{{author}}, le {{date}}". */
  by: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A review's date in the shopper's language, the same on the server and in the browser. */
function reviewDate(iso: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** One published review: its stars, title, text, author (first name and initial) and date. */
export function ReviewItem({
  review,
  locale,
  labels,
}: {
  review: TPublishedReview;
  locale: string;
  labels: ReviewItemLabels;
}) {
  return (
    <li className={styles.review}>
      <article>
        <RatingStars
          average={review.rating}
          label={interpolate(labels.rated, { rating: review.rating })}
        />
        {review.title && <h3 className={styles.reviewTitle}>{review.title}</h3>}
        {review.comment && <p className={styles.comment}>{review.comment}</p>}
        <p className={styles.meta}>
          {interpolate(labels.by, {
            author: review.author,
            date: reviewDate(review.createdAt, locale),
          })}
        </p>
      </article>
    </li>
  );
}
