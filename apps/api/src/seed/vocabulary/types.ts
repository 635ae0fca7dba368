import type { Locale } from '@shop/domain/locales';

/** A text in each of the six languages. */
export type Words = Record<Locale, string>;

/** Garment kinds: they pick the silhouette of generated pictures. */
export const GARMENT_KINDS = [
  'tee',
  'sweatshirt',
  'hoodie',
  'jacket',
  'trousers',
  'shorts',
  'sneaker',
  'slide',
  'cap',
  'beanie',
  'bag',
  'backpack',
] as const;
export type GarmentKind = (typeof GARMENT_KINDS)[number];

export type SizeScale = 'apparel' | 'waist' | 'shoes' | 'one';
export type QualifierGroup = 'apparel' | 'shoes' | 'accessories';
export type Gender = 'men' | 'women' | 'unisex';
