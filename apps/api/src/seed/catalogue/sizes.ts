import { chance, int, type Random } from '../prng';
import type { SizeScale } from '../vocabulary/types';

const SCALES: Record<SizeScale, readonly string[]> = {
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  waist: ['28', '30', '32', '34', '36', '38', '40'],
  shoes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
  one: ['TU'],
};

const RANGE: Record<SizeScale, [number, number]> = {
  apparel: [4, 6],
  waist: [5, 7],
  // Up to 11 sizes: the spec shows size buttons only up to 7, "several sizes" beyond.
  shoes: [6, 11],
  one: [1, 1],
};

export interface SeedSize {
  label: string;
  position: number;
  stock: number;
}

/** A contiguous run of the scale with stock: some sold out (0), some low (1-2). */
export function buildSizes(random: Random, scale: SizeScale, soldOut: boolean): SeedSize[] {
  const labels = SCALES[scale];
  const [min, max] = RANGE[scale];
  const count = int(random, min, Math.min(max, labels.length));
  const start = int(random, 0, labels.length - count);
  return labels.slice(start, start + count).map((label, position) => ({
    label,
    position,
    stock: soldOut ? 0 : stockLevel(random),
  }));
}

function stockLevel(random: Random): number {
  if (chance(random, 0.12)) return 0;
  if (chance(random, 0.14)) return int(random, 1, 2);
  return int(random, 3, 40);
}
