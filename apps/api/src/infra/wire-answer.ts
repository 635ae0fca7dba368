import { hash } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../context';

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
