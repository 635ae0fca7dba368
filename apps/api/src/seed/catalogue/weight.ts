import { int, randomFor } from '../prng';
import type { LeafCategory } from '../vocabulary/categories';

const WEIGHT_STREAM = 3;

/** Typical shipping weight of each product type in grams, packaging included. */
export const TYPE_WEIGHT_GRAMS: Readonly<Record<string, number>> = {
  't-shirts': 220,
  hoodies: 650,
  sweatshirts: 550,
  jackets: 1100,
  trousers: 600,
  shorts: 350,
  sneakers: 1200,
  slides: 500,
  caps: 150,
  beanies: 120,
  bags: 700,
  backpacks: 900,
};

/**
 * A product's weight: its type's, give or take a tenth, in tens of grams. Drawn from a stream
 * of its own, so adding weights left every other field of every product as it was.
 */
export function productWeight(seed: number, id: number, leaf: LeafCategory): number {
  const base = TYPE_WEIGHT_GRAMS[leaf.slug] ?? 500;
  const percent = int(randomFor(seed, WEIGHT_STREAM, id), 90, 110);
  return Math.round((base * percent) / 1000) * 10;
}
