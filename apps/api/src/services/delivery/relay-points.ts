import type { TRelayPoint, TRelayPoints } from '@shop/api-client/schemas';
import { RELAY_SEARCH_LIMIT, RELAY_SEARCH_RADIUS_KM } from '@shop/domain/delivery';
import { and, asc, between, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { relayPoints } from '../../db/schema';
import { matchPlace, type Place } from './match-place';

type RelayRow = typeof relayPoints.$inferSelect;

const toRelayPoint = (row: RelayRow, distanceKm: number | null): TRelayPoint => ({
  id: row.id,
  name: row.name,
  street: row.street,
  zipCode: row.zipCode,
  city: row.city,
  countryIsoCode2: row.countryIsoCode2,
  latitude: row.latitude,
  longitude: row.longitude,
  openingHours: row.openingHours,
  distanceKm: distanceKm === null ? null : Math.round(distanceKm * 100) / 100,
});

/** GET /checkout/relay-points/{id}: one point, no distance; null when unknown. */
export async function findRelayPoint(db: Db, id: string): Promise<TRelayPoint | null> {
  const [row] = await db.select().from(relayPoints).where(eq(relayPoints.id, id));
  return row ? toRelayPoint(row, null) : null;
}

const KM_PER_DEGREE = 111.32;

/**
 * The points of a country nearest to a place, within the search radius. Haversine in plain SQL
 * (PGlite has no PostGIS); the bounding box of the radius first narrows the rows it runs on.
 */
async function nearest(db: Db, country: string, place: Place): Promise<TRelayPoint[]> {
  const lat = sql`${place.latitude}::double precision`;
  const lng = sql`${place.longitude}::double precision`;
  const distance = sql<number>`2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(${relayPoints.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${relayPoints.latitude}))
    * power(sin(radians(${relayPoints.longitude} - ${lng}) / 2), 2))))`;
  const dLat = RELAY_SEARCH_RADIUS_KM / KM_PER_DEGREE;
  const dLng = dLat / Math.max(0.01, Math.cos((place.latitude * Math.PI) / 180));
  const rows = await db
    .select({ ...getTableColumns(relayPoints), distance })
    .from(relayPoints)
    .where(
      and(
        eq(relayPoints.countryIsoCode2, country),
        between(relayPoints.latitude, place.latitude - dLat, place.latitude + dLat),
        between(relayPoints.longitude, place.longitude - dLng, place.longitude + dLng),
        lte(distance, RELAY_SEARCH_RADIUS_KM),
      ),
    )
    .orderBy(distance, asc(relayPoints.id))
    .limit(RELAY_SEARCH_LIMIT);
  return rows.map(({ distance: km, ...row }) => toRelayPoint(row, Number(km)));
}

/**
 * GET /checkout/relay-points: the place a postcode or city names (the centre of its matching
 * points), then the nearest points of the country around it. Nothing matched: no origin.
 */
export async function searchRelayPoints(
  db: Db,
  { country, search }: { country: string; search: string },
): Promise<TRelayPoints> {
  const place = await matchPlace(db, country, search);
  if (!place) return { origin: null, relayPoints: [] };
  return { origin: place, relayPoints: await nearest(db, country, place) };
}

/**
 * GET /checkout/relay-points with the shopper's position: the nearest points of the country
 * around it, the position as the origin, named after the city of the nearest point. None
 * within the radius: no origin.
 */
export async function searchRelayPointsAround(
  db: Db,
  { country, latitude, longitude }: { country: string; latitude: number; longitude: number },
): Promise<TRelayPoints> {
  const found = await nearest(db, country, { label: '', latitude, longitude });
  const closest = found[0];
  if (!closest) return { origin: null, relayPoints: [] };
  return { origin: { label: closest.city, latitude, longitude }, relayPoints: found };
}
