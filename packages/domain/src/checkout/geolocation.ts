/**
 * The browser's geolocation errors as the spec knows them (storefront section 8): the codes of
 * `GeolocationPositionError`, permission denied 1, position unavailable 2, timeout 3.
 */
export const GEOLOCATION_ERROR_CODES = {
  permissionDenied: 1,
  positionUnavailable: 2,
  timeout: 3,
} as const;

export type GeolocationErrorKind = keyof typeof GEOLOCATION_ERROR_CODES;

/**
 * What went wrong, from an error's code. A browser without geolocation, or a code the spec
 * does not know, cannot give a position: position unavailable.
 */
export function geolocationErrorKind(code: number | undefined): GeolocationErrorKind {
  const known = Object.entries(GEOLOCATION_ERROR_CODES).find(([, value]) => value === code);
  return (known?.[0] as GeolocationErrorKind | undefined) ?? 'positionUnavailable';
}

/**
 * How long the relay search waits for a position, and how old a cached one may be: the spec
 * gives no figures (docs/decisions.md); a shopper waiting longer than this types a postcode.
 */
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAXIMUM_AGE_MS = 60_000;

/** Decimals a position keeps when it is sent: about 100 m, enough to find the nearest shops. */
const POSITION_DECIMALS = 3;

/**
 * The position the relay search sends: rounded, so the shopper's exact whereabouts never leave
 * the browser and nearby shoppers share cached answers.
 */
export function searchPosition(coords: { latitude: number; longitude: number }): {
  latitude: number;
  longitude: number;
} {
  const round = (value: number) => Number(value.toFixed(POSITION_DECIMALS));
  return { latitude: round(coords.latitude), longitude: round(coords.longitude) };
}
