import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: refresh, reset and automatic-login tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a leaked table gives no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
