/**
 * The idempotency key of the current attempt to order (POST /secure/orders). It is kept in
 * sessionStorage with the body it was made for: a double click, a reload or a retry after a
 * lost answer sends the same body with the same key, and the API answers its first answer
 * again, so one attempt never makes two orders. Another body (the shopper changed the
 * payment or the basket) is another attempt with a fresh key; the attempt ends when the
 * order is confirmed, refused or its payment failed.
 */
export const ORDER_ATTEMPT_STORAGE_KEY = 'shop.orderAttempt';

interface Attempt {
  key: string;
  body: string;
  /** The order the API made for this attempt, once it answered. */
  orderId?: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): Attempt | null {
  try {
    const raw = storage()?.getItem(ORDER_ATTEMPT_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Attempt) : null;
  } catch {
    return null;
  }
}

const write = (attempt: Attempt) =>
  storage()?.setItem(ORDER_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));

/** A random UUID v4; `randomUUID` needs a secure context, `getRandomValues` does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key for this body: the current attempt's when the body is the same, else a new one. */
export function attemptKey(body: unknown): string {
  const serialized = JSON.stringify(body);
  const current = read();
  if (current && current.body === serialized) return current.key;
  const key = newIdempotencyKey();
  write({ key, body: serialized });
  return key;
}

/** The order the attempt made: a payment failure of that order ends the attempt. */
export function recordAttemptOrder(orderId: number): void {
  const current = read();
  if (current) write({ ...current, orderId });
}

/**
 * Ends the attempt: the next order is a new one with a new key. With an order id, only when
 * the current attempt made that order (a failure page seen again must not end a newer one).
 */
export function endAttempt(orderId?: number): void {
  if (orderId !== undefined && read()?.orderId !== orderId) return;
  storage()?.removeItem(ORDER_ATTEMPT_STORAGE_KEY);
}
