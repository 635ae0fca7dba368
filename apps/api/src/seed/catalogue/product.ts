import { productNames, productSlugs } from '../names';
import { chance, int, pick, randomFor, weighted, type Random } from '../prng';
import { BRAND_NAMES } from '../vocabulary/brands';
import type { LeafCategory } from '../vocabulary/categories';
import { COLOURS } from '../vocabulary/colours';
import { MODEL_NAMES, QUALIFIERS } from '../vocabulary/qualifiers';
import type { Gender, Words } from '../vocabulary/types';
import { basePriceCents, buildPrices, promotionPercent, type SeedPrice } from './prices';
import { buildExtras, type ProductExtras } from './extras';
import { buildSizes, type SeedSize } from './sizes';
import { productWeight } from './weight';

export type ProductLabel = 'promo' | 'flash_sale' | 'top_sale' | 'new';

export interface SeedProduct extends ProductExtras {
  id: number;
  brandId: number;
  categoryId: number;
  names: Words;
  slugs: Words;
  title: string;
  label: ProductLabel | null;
  promotionPercent: number | null;
  colour: string;
  gender: Gender;
  isOnlyOutlet: boolean;
  displayInListing: boolean;
  noveltyAt: Date;
  sales: number;
  prices: SeedPrice[];
  pictures: number;
  sizes: SeedSize[];
  weightGrams: number;
}

export interface CatalogueContext {
  seed: number;
  /** Leaf categories with their database ids. */
  leaves: { id: number; leaf: LeafCategory }[];
  /** Novelty dates are counted back from this day, so the data does not depend on the clock. */
  referenceDate: Date;
}

const PRODUCT_STREAM = 1;
const DAY_MS = 86_400_000;
const colourWeights = Object.fromEntries(COLOURS.map((colour) => [colour.hex, colour.weight]));

/**
 * Product `id` under `seed`, drawn from its own generator: the first products of a seed are
 * the same whatever the total count.
 */
export function buildProduct(context: CatalogueContext, id: number): SeedProduct {
  const random = randomFor(context.seed, PRODUCT_STREAM, id);
  const { id: categoryId, leaf } = pickLeaf(random, context.leaves);
  const brandIndex = int(random, 0, BRAND_NAMES.length - 1);
  const qualifier = pick(random, QUALIFIERS[leaf.qualifiers]);
  const names = productNames(leaf.nouns, qualifier, pick(random, MODEL_NAMES));
  const isOnlyOutlet = chance(random, 0.06);
  const percent = promotionPercent(random, isOnlyOutlet);
  const ageDays = Math.floor(random() ** 2 * 540);
  const sales = Math.floor(Math.exp(random() * 8)) - 1;
  const soldOut = chance(random, 0.03);
  const extras = buildExtras(context.seed, id, { leaf, qualifier, brandId: brandIndex + 1 });
  // Fields listed one by one: spreading `extras` here made generation three times slower.
  return {
    id,
    brandId: brandIndex + 1,
    categoryId,
    names,
    slugs: productSlugs(names, id),
    title: BRAND_NAMES[brandIndex]!,
    label: pickLabel(random, percent, sales, ageDays),
    promotionPercent: percent,
    colour: weighted(random, colourWeights),
    gender: pickGender(random, leaf),
    isOnlyOutlet,
    displayInListing: !chance(random, 0.03),
    noveltyAt: new Date(
      context.referenceDate.getTime() - ageDays * DAY_MS - int(random, 0, DAY_MS - 1),
    ),
    sales,
    prices: buildPrices(basePriceCents(random, leaf.price), percent),
    pictures: int(random, 2, 5),
    sizes: buildSizes(random, leaf.sizes, soldOut),
    weightGrams: productWeight(context.seed, id, leaf),
    artistId: extras.artistId,
    rangeId: extras.rangeId,
    materialId: extras.materialId,
    ecoLabelId: extras.ecoLabelId,
    marketLabels: extras.marketLabels,
    watermarkUrl: extras.watermarkUrl,
  };
}

function pickLeaf(random: Random, leaves: CatalogueContext['leaves']) {
  const total = leaves.reduce((sum, entry) => sum + entry.leaf.weight, 0);
  let roll = random() * total;
  for (const entry of leaves) {
    roll -= entry.leaf.weight;
    if (roll < 0) return entry;
  }
  return leaves[leaves.length - 1]!;
}

function pickLabel(
  random: Random,
  percent: number | null,
  sales: number,
  ageDays: number,
): ProductLabel | null {
  if (percent !== null) return chance(random, 0.15) ? 'flash_sale' : 'promo';
  if (sales >= 1500) return 'top_sale';
  if (ageDays <= 21 && chance(random, 0.6)) return 'new';
  return null;
}

function pickGender(random: Random, leaf: LeafCategory): Gender {
  if (leaf.qualifiers === 'accessories')
    return weighted(random, { unisex: 70, men: 15, women: 15 });
  if (leaf.qualifiers === 'shoes') return weighted(random, { men: 45, women: 35, unisex: 20 });
  return weighted(random, { men: 40, women: 30, unisex: 30 });
}
