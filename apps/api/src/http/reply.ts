import { cacheControl, type CacheLifetime } from '@shop/domain/cache';
import type { FastifyReply } from 'fastify';
import type { WireAnswer } from '../infra/wire-answer';

interface CachePolicy {
  lifetime: CacheLifetime;
  noCache: boolean;
}

/** The spec's Cache-Control (no-store under no_cache=1) and Vary of a cached answer. */
export const cacheHeaders = (reply: FastifyReply, cache: CachePolicy) =>
  reply
    .header('Cache-Control', cacheControl(cache.lifetime, cache.noCache))
    .header('Vary', 'X-Store, Accept-Language');

/**
 * Sends a serialized answer with the spec's cache headers. The ETag is already there, so the
 * ETag plugin neither hashes the body again nor loses its 304 to a matching If-None-Match.
 */
export function sendWire(reply: FastifyReply, wire: WireAnswer, cache: CachePolicy): FastifyReply {
  return cacheHeaders(reply, cache)
    .header('ETag', wire.etag)
    .type('application/json; charset=utf-8')
    .send(wire.body);
}
