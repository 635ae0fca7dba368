import { describe, expect, it } from 'vitest';
import { highlightText, highlightValue } from './highlight';
import { queryWords } from './text';

const tags = { pre: '<em>', post: '</em>' };

describe('highlight', () => {
  it('wraps whole words, and only the typed part of a prefix', () => {
    expect(highlightText('Blue Hoodie', queryWords('blue hoo', true), tags)).toEqual({
      value: '<em>Blue</em> <em>Hoo</em>die',
      matchLevel: 'full',
      matchedWords: ['blue', 'hoo'],
      fullyHighlighted: false,
    });
  });

  it('keeps accents in the value while matching without them', () => {
    const result = highlightText('Robe déchirée', queryWords('dechiree', true), {
      pre: '[',
      post: ']',
    });
    expect(result.value).toBe('Robe [déchirée]');
  });

  it('reports partial and none match levels', () => {
    expect(highlightText('Red jeans', queryWords('red hoodie', true), tags).matchLevel).toBe(
      'partial',
    );
    expect(highlightText('Red jeans', queryWords('hoodie', true), tags)).toEqual({
      value: 'Red jeans',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('mirrors arrays and objects of strings', () => {
    const result = highlightValue(
      { fr: 'Sweat', en: ['Hoodie'] },
      queryWords('hoodie', true),
      tags,
    ) as {
      en: { value: string }[];
      fr: { matchLevel: string };
    };
    expect(result.en[0]!.value).toBe('<em>Hoodie</em>');
    expect(result.fr.matchLevel).toBe('none');
  });
});
