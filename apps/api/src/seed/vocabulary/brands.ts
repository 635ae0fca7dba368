/** Invented streetwear labels (no real trademarks). Ids follow this order, from 1. */
export const BRAND_NAMES = [
  'Rue Basse',
  'Concrete Bloom',
  'Nord Avenue',
  'Kilo Supply',
  'Paname Works',
  'Loose Thread',
  'Midnight Canal',
  'Asphalt Saints',
  'Grey Pigeon',
  'Boulevard Nine',
  'Velvet Riot',
  'Tarmac Club',
  'Orbit Youth',
  'Sable & Fils',
  'Low Tide Goods',
  'Neon Parish',
  'Quiet Static',
  'Cobble Kids',
  'Hexa Studio',
  'Vague Atelier',
  'Pale Fox',
  'Brume',
  'Signal Nord',
  'Dusk Department',
  'Faded Vinyl',
] as const;

/** Brands whose logo mark is stamped on their product pictures (watermark rule). */
export const WATERMARK_BRANDS: readonly string[] = [
  'Rue Basse',
  'Asphalt Saints',
  'Velvet Riot',
  'Neon Parish',
];

/** Where each brand manufactures, by brand index modulo the list (product sheet). */
export const MADE_IN = ['PT', 'PT', 'TR', 'IT', 'FR', 'MA', 'ES'] as const;
