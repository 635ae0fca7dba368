/**
 * The order shoppers read sizes in (storefront listings' size facet): letter sizes from the
 * smallest (XXS, XS, S, M, L, XL, XXL, 3XL...), then numeric sizes ascending (waist, shoes),
 * then anything else (unique size) alphabetically. Counts never reorder sizes.
 */

const LETTER_SIZE = /^(\d*)(X*)([SML])$/;
const NUMERIC_SIZE = /^\d+(?:[.,]\d+)?$/;

/** S below M, L above it, each X (or a leading count, `3XL`) one step further out. */
function letterRank(size: string): number | null {
  const match = LETTER_SIZE.exec(size.trim().toUpperCase());
  if (!match) return null;
  const [, count = '', xs = '', letter] = match;
  if (count && xs.length !== 1) return null; // `3XL` is a size, `3L` and `2XXL` are not
  if (letter === 'M') return count || xs ? null : 0;
  const steps = 1 + (count ? Number(count) : xs.length);
  return letter === 'S' ? -steps : steps;
}

/** 0 letter sizes, 1 numbers, 2 the rest; then the order within the kind. */
function sizeKey(size: string): [kind: number, rank: number] {
  const letter = letterRank(size);
  if (letter !== null) return [0, letter];
  const trimmed = size.trim();
  if (NUMERIC_SIZE.test(trimmed)) return [1, Number(trimmed.replace(',', '.'))];
  return [2, 0];
}

export function compareSizes(a: string, b: string): number {
  const [kindA, rankA] = sizeKey(a);
  const [kindB, rankB] = sizeKey(b);
  return (
    kindA - kindB ||
    rankA - rankB ||
    a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' })
  );
}
