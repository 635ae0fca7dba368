import { AT } from './at';
import { BE } from './be';
import { DE } from './de';
import { ES } from './es';
import { FR } from './fr';
import { IE } from './ie';
import { IT } from './it';
import { LU } from './lu';
import { NL } from './nl';
import { PT } from './pt';
import type { SeedPlace, ShopLanguage } from './types';

export type { SeedPlace, ShopLanguage };

/** Places with relay points, per deliverable country, and the language their shops use. */
export const PLACES: Record<string, { places: SeedPlace[]; language: ShopLanguage }> = {
  FR: { places: FR, language: 'fr' },
  BE: { places: BE, language: 'nl' },
  ES: { places: ES, language: 'es' },
  IT: { places: IT, language: 'it' },
  DE: { places: DE, language: 'de' },
  NL: { places: NL, language: 'nl' },
  LU: { places: LU, language: 'lu' },
  PT: { places: PT, language: 'pt' },
  AT: { places: AT, language: 'at' },
  IE: { places: IE, language: 'en' },
};
