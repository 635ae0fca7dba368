import {
  GEOLOCATION_MAXIMUM_AGE_MS,
  GEOLOCATION_TIMEOUT_MS,
  geolocationErrorKind,
  searchPosition,
  type GeolocationErrorKind,
} from '@shop/domain/geolocation';
import { useState } from 'react';

export interface PositionSearch {
  /** Asks the browser for the shopper's position (the browser may ask the shopper first). */
  locate: () => void;
  /** Forgets the last failure (a typed search replaces the position). */
  clear: () => void;
  locating: boolean;
  /** Why the last request gave no position (storefront section 8's codes), if it failed. */
  error: GeolocationErrorKind | null;
}

/**
 * The relay search around the shopper: the browser's position, rounded, handed to `onFound`;
 * a refusal, an unknown position or a time-out kept as the spec's geolocation error.
 */
export function usePositionSearch(
  onFound: (position: { latitude: number; longitude: number }) => void,
): PositionSearch {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<GeolocationErrorKind | null>(null);

  function locate() {
    setError(null);
    if (!('geolocation' in navigator)) {
      setError(geolocationErrorKind(undefined));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onFound(searchPosition(coords));
      },
      (failure) => {
        setLocating(false);
        setError(geolocationErrorKind(failure.code));
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAXIMUM_AGE_MS },
    );
  }

  return { locate, clear: () => setError(null), locating, error };
}
