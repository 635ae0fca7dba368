import { describe, expect, it } from 'vitest';
import { parseListingUrl } from './listing-url';
import { isOpenablePage, MAX_PAGE } from './pagination';

describe('page cap', () => {
  it('opens pages 1 to 1000', () => {
    expect(MAX_PAGE).toBe(1000);
    expect([1, 2, 1000].every(isOpenablePage)).toBe(true);
    expect([0, -1, 1.5, 1001].some(isOpenablePage)).toBe(false);
  });

  it('is the cap of listing URLs', () => {
    expect(parseListingUrl('/soldes', `page=${MAX_PAGE}`).ok).toBe(true);
    expect(parseListingUrl('/soldes', `page=${MAX_PAGE + 1}`).ok).toBe(false);
  });
});
