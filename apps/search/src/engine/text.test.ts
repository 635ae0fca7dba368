import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistance, matchWord, normalize, queryWords } from './text';

describe('text', () => {
  it('folds case and accents', () => {
    expect(normalize('Déchirée')).toBe('dechiree');
  });

  it('allows 1 typo from 4 characters and 2 from 8', () => {
    expect([
      allowedTypos('abc', true),
      allowedTypos('abcd', true),
      allowedTypos('abcdefgh', true),
    ]).toEqual([0, 1, 2]);
    expect(allowedTypos('abcdefgh', false)).toBe(0);
  });

  it('computes bounded edit distances', () => {
    expect(editDistance('hodie', 'hoodie', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });

  it('makes only the last word a prefix, unless the query ends with a space', () => {
    expect(queryWords('blue hoo', true).map((w) => w.prefix)).toEqual([false, true]);
    expect(queryWords('blue hoo ', true).map((w) => w.prefix)).toEqual([false, false]);
  });

  it('matches exact, prefix and typo words', () => {
    const [blue, hoo] = queryWords('blue hoo', true);
    expect(matchWord(hoo!, 'hoodie')).toEqual({ kind: 'prefix' });
    expect(matchWord(blue!, 'blue')).toEqual({ kind: 'exact' });
    expect(matchWord(blue!, 'blur')).toEqual({ kind: 'typo', typos: 1 });
    expect(matchWord(blue!, 'bluebell')).toBeNull();
  });
});
