import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  highlightParts,
  parseRecentSearches,
  querySuggestion,
  searchListingUrl,
  searchPath,
  searchSubmitTarget,
} from './search-box';

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

describe('highlightParts', () => {
  it('marks every query word in any case, longest first', () => {
    expect(highlightParts('Sweat Sweatshirts noirs', 'sweatshirts SWEAT')).toEqual([
      { text: 'Sweat', highlighted: true },
      { text: ' ', highlighted: false },
      { text: 'Sweatshirts', highlighted: true },
      { text: ' noirs', highlighted: false },
    ]);
  });
  it('leaves the text whole without a query and escapes pattern characters', () => {
    expect(highlightParts('T-shirts (coton)', '  ')).toEqual([
      { text: 'T-shirts (coton)', highlighted: false },
    ]);
    expect(highlightParts('T-shirts (coton)', '(coton')).toEqual([
      { text: 'T-shirts ', highlighted: false },
      { text: '(coton', highlighted: true },
      { text: ')', highlighted: false },
    ]);
  });
});

describe('recent searches', () => {
  it('keeps a free-text search as an entry opening the search page', () => {
    expect(querySuggestion('  Black   Hoodie ')).toEqual({
      objectID: 'query:black hoodie',
      text: 'Black Hoodie',
      url: '/search/Black+Hoodie',
    });
  });
  it('reads back only well-formed, site-relative entries', () => {
    const good = { objectID: 'brand-3', text: 'Nord', url: '/nord-b3' };
    const raw = JSON.stringify([good, { objectID: 1 }, { ...good, url: '//evil.test' }, 'x']);
    expect(parseRecentSearches(raw)).toEqual([good]);
    expect(parseRecentSearches('{broken')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});

describe('searchListingUrl', () => {
  it('keeps facets, sort and page in the query of the search page', () => {
    const state = {
      word: null,
      segments: [],
      filters: { brands: ['Nord'] },
      ranges: {},
      sort: 'novelty' as const,
      page: 1,
    };
    expect(searchListingUrl('black hoodie', state)).toBe(
      '/search/black+hoodie?brands=Nord&sort=novelty&page=2',
    );
    expect(searchListingUrl('cap', { ...state, filters: {}, sort: null, page: 0 })).toBe(
      '/search/cap',
    );
  });
});
