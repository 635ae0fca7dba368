/**
 * The outlet's remembered access (issue 30, item 10). `POST /outlet/access` is limited to 5
 * calls per 5 minutes per address (storefront section 9), so the route guard must not ask it
 * for every outlet page, filter or sort: once the API accepts an e-mail it answers a grant
 * signed with the secret the API and the storefront share (REVALIDATE_SECRET), kept in an
 * HttpOnly cookie for the outletEmail cookie's life, and the guard only checks its signature.
 *
 * Format: `v1.{expiry in epoch seconds}.{HMAC-SHA256 of "outlet-grant:v1:{expiry}", base64url}`.
 * Web Crypto only, so it runs in the API (Node) and in the storefront's proxy alike.
 */

const VERSION = 'v1';
/** Keeps these signatures apart from any other use of the shared secret. */
const LABEL = `outlet-grant:${VERSION}:`;

const encoder = new TextEncoder();

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** A grant valid `lifetimeS` seconds from `nowMs`. */
export async function signOutletGrant(
  secret: string,
  nowMs: number,
  lifetimeS: number,
): Promise<string> {
  const expiry = Math.floor(nowMs / 1000) + lifetimeS;
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(`${LABEL}${expiry}`),
  );
  return `${VERSION}.${expiry}.${toBase64Url(signature)}`;
}

/** Whether `grant` was signed with `secret` and has not expired at `nowMs`. */
export async function verifyOutletGrant(
  secret: string,
  grant: string | null | undefined,
  nowMs: number,
): Promise<boolean> {
  const [version, expiry, signature, ...rest] = (grant ?? '').split('.');
  if (version !== VERSION || rest.length > 0 || !expiry || !/^\d{1,12}$/.test(expiry)) return false;
  if (Number(expiry) * 1000 <= nowMs) return false;
  const bytes = fromBase64Url(signature ?? '');
  if (!bytes) return false;
  // subtle.verify compares in constant time.
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    bytes,
    encoder.encode(`${LABEL}${expiry}`),
  );
}

/**
 * The grant's Set-Cookie value: HttpOnly (no script reads or copies it), the whole site,
 * SameSite=Lax (a link from a mail or another site still opens the outlet), Secure on https.
 */
export function outletGrantCookie(
  name: string,
  grant: string,
  maxAgeS: number,
  secure: boolean,
): string {
  return [
    `${name}=${grant}`,
    'Path=/',
    `Max-Age=${maxAgeS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
