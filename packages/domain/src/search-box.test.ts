import { describe, expect, it } from 'vitest';
import { addRecentSearch, searchPath, searchSubmitTarget } from './search-box';

const s = (id: string, text = id) => ({ objectID: id, text, url: `/${id}` });

describe('addRecentSearch', () => {
  it('adds newest first and keeps five', () => {
    let recent = [s('a'), s('b'), s('c'), s('d'), s('e')];
    recent = addRecentSearch(recent, s('f'));
    expect(recent.map((entry) => entry.objectID)).toEqual(['f', 'a', 'b', 'c', 'd']);
  });
  it('does not add a suggestion already there', () => {
    expect(addRecentSearch([s('a'), s('b')], s('b')).map((entry) => entry.objectID)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('searchSubmitTarget', () => {
  it('only focuses on an empty query', () => {
    expect(searchSubmitTarget('   ', [s('a')])).toBeNull();
  });
  it("goes to a suggestion's URL when its text equals the query, any case, trimmed", () => {
    expect(searchSubmitTarget('  Hoodies ', [s('hoodies-c3', 'hoodies')])).toBe('/hoodies-c3');
  });
  it('goes to the search page otherwise, spaces as plus signs', () => {
    expect(searchSubmitTarget(' black  hoodie ', [s('hoodies-c3', 'hoodies')])).toBe(
      '/search/black+hoodie',
    );
    expect(searchPath('t-shirt & co')).toBe('/search/t-shirt+%26+co');
  });
});
