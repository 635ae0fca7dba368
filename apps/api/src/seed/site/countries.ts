import { LOCALES } from '@shop/domain/locales';
import type { PerLocale } from '../../db/schema';

/** Countries the shop knows, in display order; the last ones are not delivered. */
// prettier-ignore
const COUNTRIES: [code: string, deliverable: boolean][] = [
  ['FR', true], ['BE', true], ['ES', true], ['IT', true], ['DE', true], ['NL', true],
  ['LU', true], ['PT', true], ['AT', true], ['IE', true], ['CH', false], ['GB', false],
];

export interface SeedCountry {
  isoCode2: string;
  names: PerLocale;
  deliverable: boolean;
  position: number;
}

/** Country names come from ICU (Intl.DisplayNames), in each of the six languages. */
export function buildCountries(): SeedCountry[] {
  const displayNames = LOCALES.map(
    (locale) => [locale, new Intl.DisplayNames([locale], { type: 'region' })] as const,
  );
  return COUNTRIES.map(([isoCode2, deliverable], position) => ({
    isoCode2,
    deliverable,
    position,
    names: Object.fromEntries(
      displayNames.map(([locale, names]) => [locale, names.of(isoCode2) ?? isoCode2]),
    ),
  }));
}
