import { describe, expect, it } from 'vitest';
import { groupByInitial, initialOf } from './alphabet';

describe('groupByInitial', () => {
  it('folds accents, puts digits under # first and sorts within letters', () => {
    const items = ['Nord', 'écume', 'Élan', 'adidas', '47 Brand', 'Arte', 'Nike'].map((label) => ({
      label,
    }));
    expect(
      groupByInitial(items, 'fr').map((group) => [group.letter, group.items.map((i) => i.label)]),
    ).toEqual([
      ['#', ['47 Brand']],
      ['A', ['adidas', 'Arte']],
      ['E', ['écume', 'Élan']],
      ['N', ['Nike', 'Nord']],
    ]);
  });
  it('reads the initial of any label', () => {
    expect(initialOf('  Öko')).toBe('O');
    expect(initialOf('&Co')).toBe('#');
    expect(groupByInitial([], 'fr')).toEqual([]);
  });
});
