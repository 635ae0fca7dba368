// Synthetic product records shaped like the indexer's (apps/api/src/indexer/records.ts), from a
// seeded PRNG so that every run (benchmark or test) sees the same catalogue.
import { cardAttributesOf, type TProductHit } from '@shop/api-client';
import {
  ADJECTIVES,
  BRANDS,
  CATEGORIES,
  COLOURS,
  DETAILS,
  GENDERS,
  LABELS,
  MATERIALS,
  MODELS,
  SIZES,
} from './vocabulary';

/** mulberry32: tiny, fast and good enough for test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const NOW = Date.UTC(2026, 0, 1) / 1000;
const ECO_LABELS = ['Coton bio', 'Recyclé', 'Oeko-Tex', 'Fabriqué en Europe'];

export function product(id: number, random: Random): Record<string, unknown> {
  const brandIndex = Math.floor(random() ** 1.5 * BRANDS.length); // a few brands dominate
  const brandName = BRANDS[brandIndex]!;
  const categoryIndex = Math.floor(random() * CATEGORIES.length);
  const [categoryName, noun, family] = CATEGORIES[categoryIndex]!;
  const colour = pick(random, COLOURS);
  const words = [noun];
  if (random() < 0.6) words.push(pick(random, ADJECTIVES));
  words.push(pick(random, MODELS).replace(/^./, (c) => c.toUpperCase()));
  const material = random() < 0.5 ? pick(random, MATERIALS) : null;
  if (material) words.push(material);
  if (random() < 0.3) words.push(pick(random, DETAILS));
  words.push(colour.toLowerCase());
  const name = words.join(' ');
  const originalPrice = Math.round((10 + random() ** 2 * 390) * 100) / 100;
  const label = random() < 0.75 ? null : pick(random, LABELS);
  const percent = label === 'promo' || label === 'flash_sale' ? pick(random, [10, 20, 30, 50]) : 0;
  const price = Math.max(10, Math.round(originalPrice * (100 - percent)) / 100);
  const sizes = SIZES[family]
    .filter((_, i) => i === 0 || random() < 0.7)
    .map((size, i) => ({ id: id * 20 + i, size, quantity: Math.floor(random() * 12) }));
  const pictures = Array.from({ length: 2 + Math.floor(random() * 3) }, (_, i) => ({
    picture: `/api/v5/media/products/${id}-${i + 1}.webp`,
    default: i === 0,
  }));
  const prices = { default: { price, originalPrice }, fr: { price, originalPrice } };
  const hit = {
    objectID: String(id),
    productID: id,
    slugs: { fr: slug(`${brandName} ${name}`), en: slug(`${brandName} ${name} ${id}`) },
    names: { fr: name, en: name },
    brand: brandName,
    displayInformation: { title: `${brandName} - ${name}` },
    pictures,
    prices,
    label,
    promotion: percent > 0 ? { percent } : null,
    sizes,
    watermarkUrl: null,
    isOnlyOutlet: random() < 0.05,
    displayInListing: random() < 0.97,
  };
  return {
    ...hit,
    // The card attributes listings retrieve (issue 20), for the French store.
    ...cardAttributesOf(hit as TProductHit, { defaultLocale: 'fr', priceKey: 'fr' }),
    name,
    brandName,
    brandId: brandIndex + 1,
    categoryName,
    categoryIds: [categoryIndex + 100, Math.floor(categoryIndex / 5) + 10],
    price,
    sales: Math.floor(random() ** 3 * 5000),
    noveltyAt: NOW - Math.floor(random() * 730 * 86400),
    colors: [colour],
    sexe: pick(random, GENDERS),
    // The other facets of a listing, from the id (no draw: the catalogue stays the same).
    promotionPercent: percent,
    artists: id % 9 === 0 ? [`Artiste ${id % 40}`] : [],
    ranges: id % 5 === 0 ? [`Collection ${id % 75}`] : [],
    materials: material ? [material] : [],
    ecoLabels: id % 11 === 0 ? [ECO_LABELS[id % ECO_LABELS.length]!] : [],
  };
}

/** `count` products with ids 1..count, the same for a given seed. */
export function catalogue(count: number, seed = 42): Record<string, unknown>[] {
  const random = prng(seed);
  return Array.from({ length: count }, (_, i) => product(i + 1, random));
}
