import { describe, expect, it } from 'vitest';
import { compareSizes } from './size-order';

const sorted = (sizes: string[]) => [...sizes].sort(compareSizes);

describe('compareSizes', () => {
  it('puts letter sizes in size order, then numbers ascending, then the rest', () => {
    // The facet as counts ordered it (issue 15): most products first.
    expect(
      sorted(['L', 'M', 'XL', 'S', 'XXL', 'XS', '32', '34', '28', 'TU', '30', '42', '9']),
    ).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', '9', '28', '30', '32', '34', '42', 'TU']);
  });

  it('reads counted Xs, any case, and decimal sizes', () => {
    expect(sorted(['3XL', 'xxs', 'XXXL', '2XS', 'xl', 'XXL', 'm'])).toEqual([
      '2XS',
      'xxs',
      'm',
      'xl',
      'XXL',
      '3XL',
      'XXXL',
    ]);
    expect(sorted(['42', '41,5', '41.5', '41', '40 1/2'])).toEqual([
      '41',
      '41,5',
      '41.5',
      '42',
      '40 1/2',
    ]);
  });

  it('keeps other labels apart and alphabetical', () => {
    expect(sorted(['Unique', 'W32', 'M', 'TU'])).toEqual(['M', 'TU', 'Unique', 'W32']);
  });
});
