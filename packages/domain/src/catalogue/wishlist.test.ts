import { describe, expect, it } from 'vitest';
import {
  addWish,
  clearWishlist,
  EMPTY_WISHLIST,
  hasProduct,
  heartAction,
  keepIndexedWishes,
  PENDING_WISH_TTL_MS,
  pendingProduct,
  pendingWish,
  productIdFilterCalls,
  productIdFilters,
  removeWish,
  shouldLoadWishlist,
  wishForProduct,
} from './wishlist';

const wishes = [
  { id: 1, product: 10 },
  { id: 2, product: 20 },
];

describe('addWish', () => {
  it('appends a new product at the end', () => {
    expect(addWish(wishes, { id: 3, product: 30 })).toEqual([...wishes, { id: 3, product: 30 }]);
  });
  it('keeps the list as it is when the product is already there', () => {
    expect(addWish(wishes, { id: 9, product: 20 })).toEqual(wishes);
  });
  it('never changes the list it was given', () => {
    const before = [...wishes];
    addWish(wishes, { id: 3, product: 30 });
    expect(wishes).toEqual(before);
  });
});

describe('removeWish', () => {
  it('deletes by wish id, not by product', () => {
    expect(removeWish(wishes, 2)).toEqual([{ id: 1, product: 10 }]);
    expect(removeWish(wishes, 10)).toEqual(wishes);
  });
});

describe('clearWishlist', () => {
  it('empties the products and marks the first load again', () => {
    const loaded = { ...EMPTY_WISHLIST, products: wishes, isFirstLoad: false, productToAdd: 5 };
    expect(clearWishlist(loaded)).toEqual({ ...loaded, products: [], isFirstLoad: true });
  });
});

describe('shouldLoadWishlist', () => {
  it('loads only for a logged-in shopper, on first load', () => {
    expect(shouldLoadWishlist({ isFirstLoad: true }, true)).toBe(true);
    expect(shouldLoadWishlist({ isFirstLoad: false }, true)).toBe(false);
    expect(shouldLoadWishlist({ isFirstLoad: true }, false)).toBe(false);
  });
});

describe('wishForProduct and hasProduct', () => {
  it('find a wish by its product', () => {
    expect(wishForProduct(wishes, 20)).toEqual({ id: 2, product: 20 });
    expect(wishForProduct(wishes, 2)).toBeUndefined();
    expect(hasProduct(wishes, 10)).toBe(true);
    expect(hasProduct(wishes, 1)).toBe(false);
  });
});

describe('keepIndexedWishes', () => {
  it('keeps only wishes whose product is in the index, in their order', () => {
    expect(keepIndexedWishes(wishes, [20, 99])).toEqual([{ id: 2, product: 20 }]);
    expect(keepIndexedWishes(wishes, new Set([10, 20]))).toEqual(wishes);
    expect(keepIndexedWishes(wishes, [])).toEqual([]);
  });
});

describe('heartAction', () => {
  it('invites a guest to connect, whatever the list', () => {
    expect(heartAction(false, wishes, 10)).toBe('connect');
    expect(heartAction(false, [], 10)).toBe('connect');
  });
  it('adds when absent and removes when present for a logged-in shopper', () => {
    expect(heartAction(true, wishes, 30)).toBe('add');
    expect(heartAction(true, wishes, 10)).toBe('remove');
  });
});

describe('productIdFilters', () => {
  it('asks the index by productID, one OR filter per chunk', () => {
    expect(productIdFilters([4, 7])).toEqual(['productID=4 OR productID=7']);
    expect(productIdFilters([1, 2, 3, 4, 5], 2)).toEqual([
      'productID=1 OR productID=2',
      'productID=3 OR productID=4',
      'productID=5',
    ]);
  });
  it('asks nothing for an empty list and skips duplicates and bad ids', () => {
    expect(productIdFilters([])).toEqual([]);
    expect(productIdFilters([3, 3, 0, -1, 2.5, Number.NaN])).toEqual(['productID=3']);
  });
});

describe('productIdFilterCalls', () => {
  // The search-only key takes 20 queries a call (issue 30): 2,001 products need two calls.
  it('keeps every call within 20 queries of 100 products', () => {
    const ids = Array.from({ length: 2_001 }, (_, index) => index + 1);
    const calls = productIdFilterCalls(ids);
    expect(calls.map((filters) => filters.length)).toEqual([20, 1]);
    expect(calls.flat()).toEqual(productIdFilters(ids));
    expect(productIdFilterCalls([])).toEqual([]);
  });
});

describe('pendingProduct', () => {
  const now = 1_700_000_000_000;
  it('gives back the stored product while it is fresh', () => {
    expect(pendingProduct(pendingWish(42, now), now)).toBe(42);
    expect(pendingProduct(pendingWish(42, now - PENDING_WISH_TTL_MS), now)).toBe(42);
  });
  it('forgets a product kept too long', () => {
    expect(pendingProduct(pendingWish(42, now - PENDING_WISH_TTL_MS - 1), now)).toBeNull();
  });
  it('refuses anything malformed', () => {
    for (const stored of [
      null,
      42,
      '42',
      { product: '42', at: now },
      { product: 0, at: now },
      { product: 1.5, at: now },
      { product: 42 },
      { product: 42, at: now + 60_000 },
    ])
      expect(pendingProduct(stored, now)).toBeNull();
  });
});
