/** Storefront section 3: a listing shows at most this many bubbles. */
export const MAX_BUBBLES = 12;

export interface TreeCategory {
  id: number;
  parentId: number | null;
  position: number;
}

/**
 * The categories a listing's bubbles link to, in menu order, kept close to where the shopper
 * is: the current category's children, else its siblings, else the top categories.
 */
export function bubbleCategories<C extends TreeCategory>(
  categories: Iterable<C>,
  current: TreeCategory | null,
): C[] {
  const sorted = [...categories].sort((a, b) => a.position - b.position);
  if (!current) return sorted.filter((c) => c.parentId === null);
  const children = sorted.filter((c) => c.parentId === current.id);
  if (children.length > 0) return children;
  return sorted.filter((c) => c.parentId === current.parentId && c.id !== current.id);
}

/** A brand's listing links to its ranges too; not a range's, nor one under a route word. */
export const showsRangeBubbles = (listing: { brand: boolean; range: boolean; word: boolean }) =>
  listing.brand && !listing.range && !listing.word;

export const capBubbles = <T>(bubbles: readonly T[]): T[] => bubbles.slice(0, MAX_BUBBLES);
