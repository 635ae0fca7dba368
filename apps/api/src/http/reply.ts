import { hash } from 'node:crypto';
import { cacheControl, type CacheLifetime } from '@shop/domain/cache';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';

interface CachePolicy {
  lifetime: CacheLifetime;
  noCache: boolean;
}

const cacheHeaders = (reply: FastifyReply, cache: CachePolicy) =>
  reply
    .header('Cache-Control', cacheControl(cache.lifetime, cache.noCache))
    .header('Vary', 'X-Store, Accept-Language');

/**
 * Sets the spec's Cache-Control (no-store under no_cache=1) and returns the body, checked
 * against its shared schema outside production so a contract break fails loudly in tests.
 */
export function answer<T>(
  reply: FastifyReply,
  context: AppContext,
  schema: z.ZodType<T>,
  body: T,
  cache: CachePolicy,
): T {
  cacheHeaders(reply, cache);
  return context.validateResponses ? schema.parse(body) : body;
}

/**
 * An answer as it goes on the wire, computed once and cached: its JSON as UTF-8 bytes (sent
 * as they are: no encoding and no length count per send, and off the JavaScript heap) and its
 * weak ETag.
 */
export interface WireAnswer {
  body: Buffer;
  etag: string;
}

/** The weak ETag of a body: the same hash the ETag plugin puts on every other answer. */
export const weakEtag = (body: Buffer | string) => `W/"${hash('sha1', body, 'base64')}"`;

/** Serializes an answer once, checked against its schema outside production like `answer`. */
export function toWire<T>(context: AppContext, schema: z.ZodType<T>, body: T): WireAnswer {
  const text = JSON.stringify(context.validateResponses ? schema.parse(body) : body);
  // Memory of its own, of the exact size: Buffer.from cuts small bodies out of Node's shared
  // 8 KB slabs, and a kept slice keeps its slab alive with whatever else was cut from it.
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return { body: bytes, etag: weakEtag(bytes) };
}

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
