import { describe, expect, it } from 'vitest';
import { geolocationErrorKind, searchPosition } from './geolocation';

describe('geolocationErrorKind', () => {
  it('reads the codes of the spec: denied 1, unavailable 2, timeout 3', () => {
    expect(geolocationErrorKind(1)).toBe('permissionDenied');
    expect(geolocationErrorKind(2)).toBe('positionUnavailable');
    expect(geolocationErrorKind(3)).toBe('timeout');
  });

  it('takes an unknown code or none (no geolocation at all) for an unavailable position', () => {
    expect(geolocationErrorKind(0)).toBe('positionUnavailable');
    expect(geolocationErrorKind(undefined)).toBe('positionUnavailable');
  });
});

describe('searchPosition', () => {
  it('rounds a position to about 100 m', () => {
    expect(searchPosition({ latitude: 48.857_123, longitude: 2.351_987 })).toEqual({
      latitude: 48.857,
      longitude: 2.352,
    });
    expect(searchPosition({ latitude: -33.8688, longitude: -151.20_93 })).toEqual({
      latitude: -33.869,
      longitude: -151.209,
    });
  });
});
