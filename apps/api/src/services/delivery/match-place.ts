import { and, avg, count, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { relayPoints } from '../../db/schema';
import { cityKey, isZipCodeSearch, zipCodeKey } from './place-keys';

/** The place a search names: where the map centres and distances count from. */
export interface Place {
  label: string;
  latitude: number;
  longitude: number;
}

interface Match {
  city: string;
  cityKey: string;
  zipCode: string;
  points: number;
  latitude: number;
  longitude: number;
}

/** The relay points matching a search, grouped by city and postcode. */
async function matches(db: Db, country: string, search: string): Promise<Match[]> {
  const byZip = isZipCodeSearch(search);
  const key = byZip ? zipCodeKey(country, search) : cityKey(search);
  if (key.length < 2) return [];
  // Keys hold letters, digits, spaces and hyphens only: no LIKE wildcard can come through.
  const matching = byZip
    ? like(relayPoints.zipCode, `${key}%`)
    : or(eq(relayPoints.cityKey, key), like(relayPoints.cityKey, `${key}%`));
  const rows = await db
    .select({
      city: relayPoints.city,
      cityKey: relayPoints.cityKey,
      zipCode: relayPoints.zipCode,
      points: count(),
      latitude: avg(relayPoints.latitude),
      longitude: avg(relayPoints.longitude),
    })
    .from(relayPoints)
    .where(and(eq(relayPoints.countryIsoCode2, country), matching))
    .groupBy(relayPoints.city, relayPoints.cityKey, relayPoints.zipCode);
  return rows.map((row) => ({
    ...row,
    points: Number(row.points),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  }));
}

/**
 * One place per search: among the cities the matching points are in, the one named exactly,
 * else the one with most matching points (a prefix such as "13" or "saint" names several).
 * Its centre is the average of its matching points; "75011 Paris" when one postcode matched.
 */
export async function matchPlace(db: Db, country: string, search: string): Promise<Place | null> {
  const found = await matches(db, country, search);
  if (found.length === 0) return null;
  const exact = cityKey(search);
  const cities = new Map<string, Match[]>();
  for (const match of found) cities.set(match.city, [...(cities.get(match.city) ?? []), match]);
  const size = (group: Match[]) => group.reduce((sum, match) => sum + match.points, 0);
  const [chosen] = [...cities.values()].sort(
    (a, b) =>
      Number(b[0]!.cityKey === exact) - Number(a[0]!.cityKey === exact) ||
      size(b) - size(a) ||
      a[0]!.city.localeCompare(b[0]!.city),
  );
  const group = chosen!;
  const points = size(group);
  const mean = (pick: (match: Match) => number) =>
    group.reduce((sum, match) => sum + pick(match) * match.points, 0) / points;
  const city = group[0]!.city;
  return {
    label: group.length === 1 ? `${group[0]!.zipCode} ${city}` : city,
    latitude: mean((match) => match.latitude),
    longitude: mean((match) => match.longitude),
  };
}
