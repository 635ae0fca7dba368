/**
 * Ratings and reviews (journey sections 2 and 6): a signed-in shopper rates a product from 1
 * to 5 and may write a review, published once moderated.
 */

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];
export const MAX_RATING = 5;

/** Published reviews come 20 a page (GET /products/{id}/reviews). */
export const REVIEWS_PER_PAGE = 20;

/** Limits of a review's texts, as the API validates them. */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_COMMENT_MAX = 2000;

export const isRating = (value: unknown): value is Rating =>
  (RATINGS as readonly unknown[]).includes(value);

/**
 * How much of each of the five stars is filled for an average, in quarters so a 4.3 reads as
 * four stars and a quarter: [1, 1, 1, 1, 0.25]. No average (no rating yet) is five empty stars.
 */
export function starFills(average: number | null): number[] {
  const value = average === null ? 0 : Math.min(Math.max(average, 0), MAX_RATING);
  return RATINGS.map((star) => Math.round(Math.min(Math.max(value - (star - 1), 0), 1) * 4) / 4);
}

const averageFormats = new Map<string, Intl.NumberFormat>();

/** An average with one decimal in the shopper's locale: 4,3 in French, 4.3 in English. */
export function formatAverage(average: number, locale: string): string {
  let format = averageFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    averageFormats.set(locale, format);
  }
  return format.format(average);
}

/** Whether published reviews remain after the pages already shown. */
export function hasMoreReviews(pagesShown: number, total: number): boolean {
  return pagesShown * REVIEWS_PER_PAGE < total;
}
