/**
 * Toasts (storefront section 3, journey section 3): key, thumbnail, title, message, ttl and a
 * click action. They are pushed and close themselves after their ttl (journey section 4).
 */
export interface Toast<Action = unknown> {
  /** One toast per key: pushing a key again replaces the toast on screen. */
  key: string;
  thumbnail?: { url: string; alt: string } | null;
  title: string;
  message?: string | null;
  /** Milliseconds on screen; without one the toast stays until closed. */
  ttl?: number | null;
  action?: Action | null;
}

export const LOW_STOCK_TOAST_KEY = 'low-stock';
export const CONNECTION_LOST_TOAST_KEY = 'connection-lost';
export const ASYNC_DATA_ERROR_TOAST_KEY = 'async-data-error';

/**
 * What a page change closes (storefront section 4): an error about the data of the page the
 * shopper left means nothing on the next one.
 */
export const ROUTE_CLOSED_TOAST_KEYS: readonly string[] = [ASYNC_DATA_ERROR_TOAST_KEY];

/** More would cover the page on a phone; the oldest gives way. */
export const TOAST_QUEUE_LIMIT = 3;

export function pushToast<T extends Toast>(queue: readonly T[], toast: T): T[] {
  const others = queue.filter((shown) => shown.key !== toast.key);
  return [...others, toast].slice(-TOAST_QUEUE_LIMIT);
}

export function closeToast<T extends Toast>(queue: readonly T[], key: string): T[] {
  return queue.some((shown) => shown.key === key)
    ? queue.filter((shown) => shown.key !== key)
    : [...queue];
}

export function closeRouteToasts<T extends Toast>(queue: readonly T[]): T[] {
  return queue.filter((shown) => !ROUTE_CLOSED_TOAST_KEYS.includes(shown.key));
}
