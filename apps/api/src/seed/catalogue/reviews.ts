import { chance, int, pick, randomFor, type Random } from '../prng';
import { bandOf, REVIEW_TEXTS, REVIEWERS } from '../vocabulary/reviews';

/** A published review of the seed: ratings are only ever the sum of such rows. */
export interface SeedReview {
  productId: number;
  /** Index into REVIEWERS. */
  reviewer: number;
  rating: number;
  title: string | null;
  comment: string | null;
  createdAt: Date;
  moderatedAt: Date;
}

const REVIEWS_STREAM = 4;
const DAY_MS = 86_400_000;
const MAX_REVIEWS = 9;

/**
 * The reviews of product `productId`: most products have a few, written over the last year and
 * published the next day. Each reviewer reviews a product once, in their own language; a third
 * leave a rating without words. Their own stream, so the products' other fields stay as they were.
 */
export function buildReviews(seed: number, productId: number, referenceDate: Date): SeedReview[] {
  const random = randomFor(seed, REVIEWS_STREAM, productId);
  if (chance(random, 0.3)) return [];
  const count = Math.min(MAX_REVIEWS, Math.floor(Math.exp(random() * 2.3)));
  // How good the product is: most are liked, a few are not.
  const quality = 3 + 2 * Math.sqrt(random());
  const reviewers = distinctReviewers(random, count);
  return reviewers.map((reviewer) => {
    const rating = Math.min(5, Math.max(1, Math.round(quality + (random() - 0.65) * 2.5)));
    const { locale } = REVIEWERS[reviewer]!;
    const [title, comment] = chance(random, 0.35)
      ? [null, null]
      : pick(random, REVIEW_TEXTS[locale][bandOf(rating)]);
    const createdAt = new Date(
      referenceDate.getTime() - int(random, 2, 400) * DAY_MS + int(random, 0, DAY_MS - 1),
    );
    return {
      productId,
      reviewer,
      rating,
      title,
      comment,
      createdAt,
      moderatedAt: new Date(createdAt.getTime() + DAY_MS),
    };
  });
}

/** `count` different reviewers (a partial shuffle of the pool). */
function distinctReviewers(random: Random, count: number): number[] {
  const pool = REVIEWERS.map((_, index) => index);
  for (let index = 0; index < count; index += 1) {
    const other = int(random, index, pool.length - 1);
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, count);
}
