import { chance, int, pick, randomFor, weighted, type Random } from '../prng';
import { ARTIST_NAMES } from '../vocabulary/artists';
import { BRAND_NAMES, WATERMARK_BRANDS } from '../vocabulary/brands';
import type { LeafCategory } from '../vocabulary/categories';
import { materialId } from '../vocabulary/materials';
import type { Qualifier } from '../vocabulary/qualifiers';

/**
 * What a product has besides its core fields: artist, range, material, eco-label, market
 * labels and watermark (its ratings are its reviews, catalogue/reviews.ts). Drawn from a stream of its own, so adding these left the
 * core fields of every product as they were.
 */
export interface ProductExtras {
  artistId: number | null;
  rangeId: number | null;
  materialId: number;
  ecoLabelId: number | null;
  marketLabels: string[];
  watermarkUrl: string | null;
}

const EXTRAS_STREAM = 2;
export const RANGES_PER_BRAND = 3;
const ECO = { organic: 1, recycled: 2, lowImpact: 3, fair: 4 } as const;

/** Material by the qualifier's wording first ("leather cap"), else typical of the category. */
const BY_QUALIFIER: [string, string][] = [
  ['leather', 'leather'],
  ['suede', 'suede'],
  ['nylon', 'nylon'],
  ['corduroy', 'corduroy'],
  ['organic cotton', 'organic-cotton'],
];
// prettier-ignore
const BY_CATEGORY: Record<string, Record<string, number>> = {
  't-shirts': { cotton: 70, 'organic-cotton': 15, 'recycled-polyester': 15 },
  hoodies: { fleece: 85, 'organic-cotton': 15 },
  sweatshirts: { fleece: 80, cotton: 20 },
  jackets: { nylon: 35, denim: 25, wool: 20, 'recycled-polyester': 20 },
  trousers: { denim: 60, cotton: 25, corduroy: 15 },
  shorts: { cotton: 60, denim: 25, nylon: 15 },
  sneakers: { leather: 50, suede: 25, canvas: 25 },
  slides: { 'recycled-polyester': 100 },
  caps: { cotton: 70, corduroy: 15, wool: 15 },
  beanies: { wool: 100 },
  bags: { nylon: 45, canvas: 35, leather: 20 },
  backpacks: { nylon: 50, 'recycled-polyester': 30, canvas: 20 },
};

export const watermarkPath = (brandId: number) => `/api/v5/media/watermarks/${brandId}.svg`;

export function buildExtras(
  seed: number,
  id: number,
  context: { leaf: LeafCategory; qualifier: Qualifier; brandId: number },
): ProductExtras {
  const random = randomFor(seed, EXTRAS_STREAM, id);
  const material = pickMaterial(random, context.leaf, context.qualifier);
  const ecoLabelId = pickEcoLabel(random, material);
  // Collaborations are printed pieces: tees, hoodies, sweats and caps.
  const printable = ['t-shirts', 'hoodies', 'sweatshirts', 'caps'].includes(context.leaf.slug);
  const artistId = printable && chance(random, 0.14) ? int(random, 1, ARTIST_NAMES.length) : null;
  const rangeId = chance(random, 0.65)
    ? (context.brandId - 1) * RANGES_PER_BRAND + int(random, 1, RANGES_PER_BRAND)
    : null;
  const exclusive = artistId !== null || chance(random, 0.03);
  const brandName = BRAND_NAMES[context.brandId - 1] ?? '';
  const watermarked = WATERMARK_BRANDS.includes(brandName) && chance(random, 0.6);
  return {
    artistId,
    rangeId,
    materialId: materialId(material),
    ecoLabelId,
    marketLabels: [
      ...(ecoLabelId !== null ? ['eco_friendly'] : []),
      ...(exclusive ? ['exclusivity'] : []),
    ],
    watermarkUrl: watermarked ? watermarkPath(context.brandId) : null,
  };
}

function pickMaterial(random: Random, leaf: LeafCategory, qualifier: Qualifier): string {
  const match = BY_QUALIFIER.find(([word]) => qualifier.en.includes(word));
  if (match) return match[1];
  return weighted(random, BY_CATEGORY[leaf.slug] ?? { cotton: 1 });
}

function pickEcoLabel(random: Random, material: string): number | null {
  if (material === 'organic-cotton') return ECO.organic;
  if (material === 'recycled-polyester') return ECO.recycled;
  if (chance(random, 0.08)) return pick(random, [ECO.lowImpact, ECO.fair]);
  return null;
}
