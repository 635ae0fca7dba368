/** Languages the relay points of a place are named in (Belgium has two). */
export type ShopLanguage = 'fr' | 'nl' | 'es' | 'pt' | 'it' | 'de' | 'at' | 'en' | 'lu';

/**
 * A real place with its centre and postcodes. `size` sets how many relay points it gets and
 * how far they spread: 0 is one district of a large city (Paris 11e, Wien 1070, Dublin 2).
 */
export interface SeedPlace {
  city: string;
  /** Postcodes, or their first part where the seed completes them (NL, PT, IE). */
  zipCodes: string[];
  latitude: number;
  longitude: number;
  size: 0 | 1 | 2 | 3;
  language?: ShopLanguage;
}

/** A compact row: city, postcodes separated by spaces, latitude, longitude, size. */
export const place = (
  city: string,
  zipCodes: string,
  latitude: number,
  longitude: number,
  size: SeedPlace['size'],
  language?: ShopLanguage,
): SeedPlace => ({ city, zipCodes: zipCodes.split(' '), latitude, longitude, size, language });
