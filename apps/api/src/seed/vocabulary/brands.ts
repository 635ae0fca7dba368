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

/** Invented artist collaborations for the ARTISTS menu (artist page path `/c-{slug}-{id}`). */
export const ARTIST_NAMES = [
  'Lou Marquès',
  'Kenji Arato',
  'Sofia Brann',
  'Ilyes Daoud',
  'Mara Velden',
  'Teo Caruso',
] as const;
