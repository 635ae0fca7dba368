import { ZRelayPoint, ZRelayPoints, type TRelayPoints } from '@shop/api-client/schemas';
import { distanceKm, RELAY_SEARCH_LIMIT, RELAY_SEARCH_RADIUS_KM } from '@shop/domain/delivery';
import { messages } from '@shop/i18n';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededApi } from './support/suite';

const { api, database } = seededApi();

type Headers = Record<string, string>;
const store = (id: string, language = id): Headers => ({
  'X-Store': id,
  'Accept-Language': language,
});

const search = async (country: string, text: string, headers: Headers = store('fr')) => {
  const query = new URLSearchParams({ countryIsoCode: country, search: text });
  const answer = await api.get<TRelayPoints>(`/checkout/relay-points?${query}`, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ZRelayPoints.parse(answer.body);
};

/** Nearest first, within the radius and the limit, distances true to the coordinates. */
const expectOrderedAround = (found: TRelayPoints) => {
  const { origin, relayPoints } = found;
  expect(origin).not.toBeNull();
  expect(relayPoints.length).toBeGreaterThan(0);
  expect(relayPoints.length).toBeLessThanOrEqual(RELAY_SEARCH_LIMIT);
  const distances = relayPoints.map((point) => point.distanceKm!);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  for (const point of relayPoints) {
    expect(point.distanceKm).toBeLessThanOrEqual(RELAY_SEARCH_RADIUS_KM);
    expect(point.distanceKm).toBeCloseTo(distanceKm(origin!, point), 1);
  }
};

describe('GET /checkout/relay-points', () => {
  it('finds the points nearest to a postcode', async () => {
    const found = await search('FR', '75011');
    expect(found.origin?.label).toBe('75011 Paris');
    expect(found.relayPoints).toHaveLength(RELAY_SEARCH_LIMIT);
    expectOrderedAround(found);
    expect(found.relayPoints[0]).toMatchObject({ countryIsoCode2: 'FR', city: 'Paris' });
    expect(found.relayPoints.slice(0, 3).map((point) => point.zipCode)).toContain('75011');
    // A postcode prefix names its city.
    expect((await search('FR', '750')).origin?.label).toBe('Paris');
  });

  it('finds the points of a city, whatever its case and accents', async () => {
    const lyon = await search('FR', 'lyon');
    expect(lyon.origin?.label).toBe('Lyon');
    expectOrderedAround(lyon);
    expect(lyon.relayPoints[0]?.city).toBe('Lyon');
    const malaga = await search('ES', 'MALAGA', store('es'));
    expect(malaga.origin?.label).toBe('Málaga');
    expectOrderedAround(malaga);
    const munich = await search('DE', 'munchen', store('de'));
    expect(munich.origin?.label).toBe('München');
    expect((await search('FR', 'Saint-Étienne')).origin?.label).toBe('Saint-Étienne');
    expect((await search('FR', 'saint etienne')).origin?.label).toBe('Saint-Étienne');
  });

  it('reads postcodes as each country writes them', async () => {
    const zipOf = async (id: string) => {
      const { rows } = (await database().db.execute(
        sql`SELECT zip_code AS "zipCode", city FROM relay_points WHERE id = ${id}`,
      )) as unknown as { rows: { zipCode: string; city: string }[] };
      return rows[0]!;
    };
    const dutch = await zipOf('NL-00001');
    const typed = dutch.zipCode.replace(' ', '').toLowerCase();
    const amsterdam = await search('NL', typed, store('be', 'nl'));
    expect(amsterdam.origin?.label).toBe(`${dutch.zipCode} ${dutch.city}`);
    expectOrderedAround(amsterdam);
    const portuguese = await zipOf('PT-00001');
    const lisbon = await search('PT', portuguese.zipCode.replace('-', ''), store('es'));
    expect(lisbon.origin?.label).toBe(`${portuguese.zipCode} ${portuguese.city}`);
    expect((await search('PT', '1100', store('es'))).origin?.label).toBe('Lisboa');
    expect((await search('LU', 'L-9050')).origin?.label).toBe('9050 Ettelbruck');
    expect((await search('IE', 'd02', store('int', 'en'))).origin?.label).toBe('Dublin');
  });

  it("finds the points nearest to the shopper's position", async () => {
    const { rows } = (await database().db.execute(
      sql`SELECT latitude, longitude, city FROM relay_points WHERE id = 'FR-00001'`,
    )) as unknown as { rows: { latitude: number; longitude: number; city: string }[] };
    const point = rows[0]!;
    // A few hundred metres away from that point.
    const position = { latitude: point.latitude + 0.002, longitude: point.longitude - 0.002 };
    const query = new URLSearchParams({
      countryIsoCode: 'FR',
      latitude: String(position.latitude),
      longitude: String(position.longitude),
    });
    const answer = await api.get<TRelayPoints>(`/checkout/relay-points?${query}`, store('fr'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const found = ZRelayPoints.parse(answer.body);
    expect(found.origin).toEqual({ label: found.relayPoints[0]!.city, ...position });
    expectOrderedAround(found);
    expect(found.relayPoints.map((candidate) => candidate.id)).toContain('FR-00001');
    // Out at sea: nothing within the radius.
    const atSea = new URLSearchParams({ countryIsoCode: 'FR', latitude: '46', longitude: '-8' });
    expect((await api.get(`/checkout/relay-points?${atSea}`)).body).toEqual({
      origin: null,
      relayPoints: [],
    });
  });

  it('answers no origin and no points for an unknown place', async () => {
    for (const text of ['Atlantis', '99999', 'zz'])
      expect(await search('FR', text), text).toEqual({ origin: null, relayPoints: [] });
  });

  it('refuses a country the store does not deliver', async () => {
    for (const [country, storeId, language] of [
      ['ES', 'fr', 'fr'],
      ['GB', 'int', 'en'],
    ] as const) {
      const query = new URLSearchParams({ countryIsoCode: country, search: 'Madrid' });
      const answer = await api.get(`/checkout/relay-points?${query}`, store(storeId, language));
      expect(answer.status, country).toBe(422);
      expect(answer.body).toMatchObject({
        field: 'countryIsoCode',
        message: messages[language].delivery.notices.country_not_deliverable,
      });
    }
  });

  it('answers 400 for a malformed search', async () => {
    for (const query of [
      'countryIsoCode=FR&search=7',
      'countryIsoCode=FR&search=%20%20',
      'countryIsoCode=FRA&search=75011',
      'search=75011',
      'countryIsoCode=FR',
      `countryIsoCode=FR&search=${'a'.repeat(61)}`,
      'countryIsoCode=FR&latitude=48.85',
      'countryIsoCode=FR&longitude=2.35',
      'countryIsoCode=FR&latitude=91&longitude=2.35',
      'countryIsoCode=FR&latitude=48.85&longitude=north',
      'countryIsoCode=FR&search=75011&latitude=48.85&longitude=2.35',
    ]) {
      const answer = await api.get(`/checkout/relay-points?${query}`);
      expect(answer.status, query).toBe(400);
    }
  });
});

describe('GET /checkout/relay-points/{id}', () => {
  it('answers one point without a distance, or 404', async () => {
    const answer = await api.get('/checkout/relay-points/FR-00001');
    expect(answer.status).toBe(200);
    const point = ZRelayPoint.parse(answer.body);
    expect(point).toMatchObject({ id: 'FR-00001', countryIsoCode2: 'FR', distanceKm: null });
    expect(point.openingHours.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await api.get('/checkout/relay-points/FR-99999')).status).toBe(404);
    expect((await api.get('/checkout/relay-points/a%20b')).status).toBe(400);
  });
});

describe('seeded relay points', () => {
  it('cover every deliverable country with a few hundred local shops', async () => {
    const { rows } = (await database().db.execute(
      sql`SELECT country_iso_code2 AS country, count(*)::int AS points,
            count(DISTINCT city)::int AS cities
          FROM relay_points GROUP BY 1 ORDER BY 1`,
    )) as unknown as { rows: { country: string; points: number; cities: number }[] };
    expect(rows.map((row) => row.country).join(' ')).toBe('AT BE DE ES FR IE IT LU NL PT');
    for (const row of rows) {
      expect(row.points, row.country).toBeGreaterThanOrEqual(150);
      expect(row.cities, row.country).toBeGreaterThanOrEqual(25);
    }
  });

  it('keep realistic hours: lunch breaks, and most closed on Sunday', async () => {
    const { rows } = (await database().db.execute(
      sql`SELECT opening_hours AS hours FROM relay_points`,
    )) as unknown as { rows: { hours: { day: number; periods: unknown[] }[] }[] };
    const sundayClosed = rows.filter((row) => row.hours[6]!.periods.length === 0).length;
    expect(sundayClosed / rows.length).toBeGreaterThan(0.5);
    expect(rows.some((row) => row.hours[1]!.periods.length === 2)).toBe(true);
  });
});
