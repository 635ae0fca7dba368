import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of the sandbox's webhooks, Stripe's scheme: `Sandbox-Signature: t=<unix s>,v1=<hex>`
 * where v1 is HMAC-SHA256 over `${t}.${rawBody}`. The timestamp is signed too, so an old
 * delivery cannot be replayed past the tolerance with a fresh one.
 */

export const SIGNATURE_HEADER = 'sandbox-signature';
export const SIGNATURE_TOLERANCE_S = 300;

const hmac = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();

export function signatureHeader(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body).toString('hex')}`;
}

export type SignatureCheck = 'valid' | 'malformed' | 'stale' | 'mismatch';

/** Checks a header against the raw body; several v1 values are accepted (secret rotation). */
export function checkSignature(
  secret: string,
  body: Buffer,
  header: string | undefined,
  nowSeconds: number,
  toleranceS = SIGNATURE_TOLERANCE_S,
): SignatureCheck {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([key]) => key === 't').map(([, value]) => value ?? '');
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  const timestamp = Number(timestamps[0]);
  if (timestamps.length !== 1 || !/^\d+$/.test(timestamps[0]!) || signatures.length === 0)
    return 'malformed';
  if (Math.abs(nowSeconds - timestamp) > toleranceS) return 'stale';
  const expected = hmac(secret, timestamp, body);
  const matches = signatures.some((hex) => {
    const given = /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : null;
    return given !== null && timingSafeEqual(given, expected);
  });
  return matches ? 'valid' : 'mismatch';
}
