import { describe, expect, it } from 'vitest';
import { buildRelayPoints } from './relay-points';

describe('seeded relay points', () => {
  it('never give two points of one country the same name (nearby places show together)', () => {
    const points = buildRelayPoints();
    const names = new Map<string, string[]>();
    for (const point of points)
      names.set(point.countryIsoCode2, [...(names.get(point.countryIsoCode2) ?? []), point.name]);
    for (const [country, ofCountry] of names)
      expect(new Set(ofCountry).size, country).toBe(ofCountry.length);
  });
});
