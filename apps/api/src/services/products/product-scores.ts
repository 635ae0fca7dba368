import type { TProductScores } from '@shop/api-client/schemas';

/** Average out of 5 with one decimal, from the running sum; null when nobody rated. */
export function productScores(rating: { count: number; sum: number } | null): TProductScores {
  if (!rating || rating.count === 0) return { average: null, count: 0 };
  return { average: Math.round((rating.sum / rating.count) * 10) / 10, count: rating.count };
}
