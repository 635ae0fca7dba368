import { createHmac } from 'node:crypto';

/**
 * A keyed one-way hash of tracking data (e-mail, names, phone) as hex HMAC-SHA256. Trimmed and
 * lower-cased first, so " Me@Example.com" and "me@example.com" give the same hash; the input
 * is never stored, logged or sent back.
 */
export function hashData(key: string, data: string): string {
  return createHmac('sha256', key).update(data.trim().toLowerCase()).digest('hex');
}
