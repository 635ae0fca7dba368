import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { verifyAccessToken, type AccessClaims } from '../../services/security/access-tokens';
import { isSessionActive } from '../../services/security/sessions';

/** The Bearer token of the request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The customer of a /secure call: a valid access token of a session still open. A logged-out
 * or reset session stops working at once, not when its token expires.
 */
export async function requireCustomer(
  request: FastifyRequest,
  reply: FastifyReply,
  context: AppContext,
): Promise<AccessClaims> {
  const token = bearerToken(request);
  const claims = token ? await verifyAccessToken(token, context.env.auth.jwt) : null;
  const active =
    claims !== null && (await isSessionActive(context.db, claims.sessionId, claims.customerId));
  if (!claims || !active) {
    void reply.header(
      'WWW-Authenticate',
      token ? 'Bearer error="invalid_token"' : 'Bearer realm="shop"',
    );
    throw new HttpError(401, token ? 'Invalid or expired token' : 'Authentication required');
  }
  return claims;
}
