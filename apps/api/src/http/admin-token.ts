import { createHash, timingSafeEqual } from 'node:crypto';
import { ADMIN_TOKEN_HEADER } from '@shop/api-client/schemas';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Compares in constant time: both sides are hashed first, so neither the content nor the
 * length of the expected token shows in the timing.
 */
export function isAdminToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** An onRequest hook: 401 unless `X-Admin-Token` is the configured ADMIN_TOKEN. */
export function requireAdminToken(expected: string) {
  return async (request: FastifyRequest) => {
    const header = request.headers[ADMIN_TOKEN_HEADER.toLowerCase()];
    const given = Array.isArray(header) ? header[0] : header;
    if (!isAdminToken(given, expected))
      throw new HttpError(
        401,
        `A valid ${ADMIN_TOKEN_HEADER} header is required`,
        ADMIN_TOKEN_HEADER,
      );
  };
}
