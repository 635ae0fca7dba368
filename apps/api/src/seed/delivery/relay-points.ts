import { interpolate } from '@shop/i18n/interpolate';
import type { relayPoints } from '../../db/schema';
import { cityKey } from '../../services/delivery/place-keys';
import { int, pick, randomFor, type Random } from '../prng';
import { openingHours } from './opening-hours';
import { PLACES, type SeedPlace } from './places';
import { SHOPS } from './shops';

/** Fixed: the relay network is the same whatever seed the catalogue was drawn with. */
const RELAY_SEED = 20_261;

const POINTS: Record<SeedPlace['size'], number> = { 0: 5, 1: 6, 2: 9, 3: 14 };
const SPREAD_KM: Record<SeedPlace['size'], number> = { 0: 0.9, 1: 1.8, 2: 2.8, 3: 4 };
const KM_PER_DEGREE = 111.32;

const NL_LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ';
const EIRCODE_CHARS = '0123456789ACDEFHKNPRTVWXY';
const chars = (random: Random, alphabet: string, length: number) =>
  Array.from({ length }, () => pick(random, [...alphabet])).join('');

/** A full postcode from the place's list: the seed adds what varies street by street. */
function zipCode(country: string, base: string, random: Random): string {
  if (country === 'NL') {
    const letters = chars(random, NL_LETTERS, 2);
    // SA, SD and SS are not issued in the Netherlands.
    return `${base} ${['SA', 'SD', 'SS'].includes(letters) ? 'AB' : letters}`;
  }
  if (country === 'PT') return `${base}-${String(int(random, 1, 999)).padStart(3, '0')}`;
  if (country === 'IE') return `${base} ${chars(random, EIRCODE_CHARS, 4)}`;
  return base;
}

/** A spot within the place's spread, uniform over the disc. */
function scatter(random: Random, place: SeedPlace) {
  const distance = SPREAD_KM[place.size] * Math.sqrt(random());
  const angle = 2 * Math.PI * random();
  const latitude = place.latitude + (distance * Math.cos(angle)) / KM_PER_DEGREE;
  const longitude =
    place.longitude +
    (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((place.latitude * Math.PI) / 180));
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { latitude: round(latitude), longitude: round(longitude) };
}

/**
 * Relay points of every deliverable country: a few around each real place, named and laid
 * out as local shops are, numbered per country (`FR-00001`).
 */
export function buildRelayPoints(): (typeof relayPoints.$inferInsert)[] {
  return Object.entries(PLACES).flatMap(([country, { places, language }], countryIndex) => {
    let number = 0;
    // Points of nearby places show in one search: a name is never used twice in a country
    // (two "Tabac du Marché" a street apart confused the shopper, issue 30).
    const names = new Set<string>();
    return places.flatMap((place, placeIndex) => {
      const random = randomFor(RELAY_SEED, countryIndex + 1, placeIndex);
      const shopLanguage = place.language ?? language;
      const shops = SHOPS[shopLanguage];
      return Array.from({ length: POINTS[place.size] }, () => {
        const draw = () =>
          interpolate(shops.name, {
            kind: pick(random, shops.kinds),
            word: pick(random, shops.words),
          });
        let name = draw();
        for (let attempt = 0; attempt < 20 && names.has(name); attempt += 1) name = draw();
        const street = interpolate(shops.address, {
          n: String(int(random, 1, 80)),
          street: pick(random, shops.streets),
        });
        // Every pair of words taken (a big country): the street tells them apart, else the city.
        if (names.has(name)) name = `${name} (${street})`;
        if (names.has(name)) name = `${name.slice(0, -1)}, ${place.city})`;
        names.add(name);
        number += 1;
        return {
          id: `${country}-${String(number).padStart(5, '0')}`,
          countryIsoCode2: country,
          name,
          street,
          zipCode: zipCode(country, pick(random, place.zipCodes), random),
          city: place.city,
          cityKey: cityKey(place.city),
          ...scatter(random, place),
          openingHours: openingHours(random, shopLanguage),
        };
      });
    });
  });
}
