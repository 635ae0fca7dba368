/** Scroll-up speed (px per event) and accumulated distance that show a hidden header (section 9). */
export const FAST_SCROLL_SPEED = 30;
export const FAST_SCROLL_DISTANCE = 300;

export interface HeaderState {
  /** Pinned to the top of the viewport (position fixed) rather than in the page flow. */
  fixed: boolean;
  /** Pinned but slid out of view. */
  hidden: boolean;
  lastY: number;
  /** Distance scrolled up since the last downward move. */
  upDistance: number;
}

export const INITIAL_HEADER_STATE: HeaderState = {
  fixed: false,
  hidden: false,
  lastY: 0,
  upDistance: 0,
};

/**
 * Storefront section 4: at the top the header is not fixed; scrolling down past its height makes
 * it fixed and hidden; scrolling up fast (speed over 30, or more than 300 accumulated) shows it.
 */
export function onScroll(state: HeaderState, y: number, headerHeight: number): HeaderState {
  const delta = y - state.lastY;
  if (y <= headerHeight && !state.fixed) return { ...state, lastY: y, upDistance: 0 };
  if (y <= 0) return { ...INITIAL_HEADER_STATE };
  if (delta > 0) {
    if (y > headerHeight) return { fixed: true, hidden: true, lastY: y, upDistance: 0 };
    return { ...state, lastY: y, upDistance: 0 };
  }
  const upDistance = state.upDistance - delta;
  const fast = -delta > FAST_SCROLL_SPEED || upDistance > FAST_SCROLL_DISTANCE;
  return { ...state, lastY: y, upDistance, hidden: fast ? false : state.hidden };
}

/** Adding a product to the basket forces the header fixed and visible. */
export function onBasketAdd(state: HeaderState): HeaderState {
  return { ...state, fixed: true, hidden: false, upDistance: 0 };
}
