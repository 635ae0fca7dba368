import { describe, expect, it } from 'vitest';
import { formatAverage, hasMoreReviews, isRating, starFills } from './reviews';

describe('star fills of an average rating', () => {
  it('fills whole stars, then the rest of the average in quarters', () => {
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.25]);
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(1.9)).toEqual([1, 1, 0, 0, 0]);
    expect(starFills(1)).toEqual([1, 0, 0, 0, 0]);
  });

  it('shows five empty stars without ratings and keeps values within 0 to 5', () => {
    expect(starFills(null)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('ratings and their average', () => {
  it('accepts whole ratings from 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].every(isRating)).toBe(true);
    expect([0, 6, 2.5, '3', null].some(isRating)).toBe(false);
  });

  it('formats the average with one decimal in the shopper locale', () => {
    expect(formatAverage(4.25, 'fr')).toBe('4,3');
    expect(formatAverage(4, 'en')).toBe('4.0');
  });

  it('has more reviews while 20 a page have not covered the total', () => {
    expect(hasMoreReviews(1, 20)).toBe(false);
    expect(hasMoreReviews(1, 21)).toBe(true);
    expect(hasMoreReviews(2, 40)).toBe(false);
    expect(hasMoreReviews(0, 1)).toBe(true);
  });
});
