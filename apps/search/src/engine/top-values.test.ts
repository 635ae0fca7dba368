import { describe, expect, it } from 'vitest';
import { prng } from '../../bench/catalog';
import { compareAlpha } from './alpha';
import type { FacetColumn } from './columns';
import { topValues } from './top-values';

/** The simple answer: every counted value sorted, then the first `max`. */
function reference(values: string[], counts: Uint32Array, max: number, sortBy: 'count' | 'alpha') {
  const counted = values.map((value, id) => ({ value, count: counts[id]! }));
  const sorted = counted
    .filter(({ count }) => count > 0)
    .sort((a, b) => (sortBy === 'count' ? b.count - a.count : 0) || compareAlpha(a.value, b.value))
    .slice(0, max);
  return sorted.map(({ value, count }) => [value, count]);
}

describe('facet values to answer', () => {
  it('are the most counted (alphabetical among equal counts) or the first alphabetically', () => {
    const random = prng(8);
    for (let round = 0; round < 300; round++) {
      const size = 1 + Math.floor(random() * 3000);
      const values = Array.from({ length: size }, (_, i) => `${(random() * 1000).toFixed(2)}-${i}`);
      // Small counts with many ties, or large ones (past the histogram) now and then.
      const scale = round % 3 === 0 ? 5000 : 6;
      const counts = Uint32Array.from(values, () =>
        random() < 0.3 ? 0 : Math.floor(random() ** 2 * scale),
      );
      const max = [1, 10, 100, 1000][round % 4]!;
      // The counted values as every value is walked, or listed in any order (range counts).
      const listed = Uint32Array.from(values.keys())
        .filter((id) => counts[id]! > 0)
        .sort((a, b) => ((a * 7919) % 101) - ((b * 7919) % 101));
      for (const column of [{ values }, { values, counted: listed }] as FacetColumn[]) {
        for (const sortBy of ['count', 'alpha'] as const) {
          const answer = topValues(column, counts, max, sortBy);
          const expected = reference(values, counts, max, sortBy);
          // No value looks like an integer: keys keep their order, as object and as JSON text.
          expect(Object.entries(answer.toJSON())).toEqual(expected);
          expect(Object.entries(JSON.parse(answer.json()))).toEqual(expected);
        }
      }
    }
  });
});
