import { describe, expect, it } from 'vitest';
import { firstPageRedirectQuery } from './first-page';

describe('firstPageRedirectQuery', () => {
  it('drops page=1 and keeps the rest of the query', () => {
    expect(firstPageRedirectQuery('?page=1&sort=price')).toBe('?sort=price');
    expect(firstPageRedirectQuery('?colors=Noir%7EBleu&page=1')).toBe('?colors=Noir%7EBleu');
    expect(firstPageRedirectQuery('page=1')).toBe('');
  });

  it('leaves every other page, and queries without one, alone', () => {
    for (const search of ['', '?page=2', '?page=01', '?sort=price', '?pages=1'])
      expect(firstPageRedirectQuery(search), search).toBeNull();
  });
});
