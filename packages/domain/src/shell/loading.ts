/**
 * Loading fetch minimum delay (storefront and journey section 9): a loading indicator, once
 * shown, stays at least this long, so an answer arriving just after does not make it flicker.
 */
export const LOADING_MIN_DELAY_MS = 200;

/** How much longer an indicator shown at `shownAt` must stay at `now` (0: it may go). */
export function loadingHoldMs(
  shownAt: number,
  now: number,
  minimum: number = LOADING_MIN_DELAY_MS,
): number {
  return Math.max(0, shownAt + minimum - now);
}
