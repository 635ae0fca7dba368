import { describe, expect, it } from 'vitest';
import { bubbleCategories, capBubbles, MAX_BUBBLES, showsRangeBubbles } from './listing-bubbles';

const tree = [
  { id: 2, parentId: null, position: 2 },
  { id: 1, parentId: null, position: 1 },
  { id: 12, parentId: 1, position: 2 },
  { id: 11, parentId: 1, position: 1 },
  { id: 111, parentId: 11, position: 1 },
];
const ids = (list: { id: number }[]) => list.map((c) => c.id);

describe('bubbleCategories', () => {
  it('gives the top categories in menu order when no category is chosen', () => {
    expect(ids(bubbleCategories(tree, null))).toEqual([1, 2]);
  });
  it("gives the current category's children", () => {
    expect(ids(bubbleCategories(tree, tree[1]!))).toEqual([11, 12]);
    expect(ids(bubbleCategories(tree, tree[3]!))).toEqual([111]);
  });
  it('gives the siblings of a category without children', () => {
    expect(ids(bubbleCategories(tree, tree[2]!))).toEqual([11]);
  });
});

describe('bubble rules', () => {
  it("links a brand's listing to its ranges, not a range's nor one under a word", () => {
    expect(showsRangeBubbles({ brand: true, range: false, word: false })).toBe(true);
    expect(showsRangeBubbles({ brand: true, range: true, word: false })).toBe(false);
    expect(showsRangeBubbles({ brand: true, range: false, word: true })).toBe(false);
    expect(showsRangeBubbles({ brand: false, range: false, word: false })).toBe(false);
  });
  it('shows at most twelve bubbles', () => {
    expect(MAX_BUBBLES).toBe(12);
    expect(capBubbles(Array.from({ length: 20 }, (_, i) => i))).toHaveLength(12);
    expect(capBubbles([1, 2])).toEqual([1, 2]);
  });
});
