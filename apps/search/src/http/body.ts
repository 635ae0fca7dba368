// Request bodies as the Algolia clients send them: JSON under `application/json`, under
// `text/plain` (the browser build, to avoid a CORS preflight), under any other type (old
// clients used form-urlencoded for the same reason), possibly gzip-compressed by the Node
// client's `compression: 'gzip'` option.
import { Transform, type TransformCallback } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { SEARCH_KEY_BODY_LIMIT } from '../limits';

const tooLarge = () => new HttpError(413, 'Request body too large');

/** Passes bytes through until `limit`, then fails: a zip bomb stops at the limit, not at 90 MB. */
function capped(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      done(seen > limit ? tooLarge() : null, chunk);
    },
  });
}

export function installBodyParsing(app: FastifyInstance): void {
  // Fastify's own parser rejects prototype poisoning; only the empty-body case is ours.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const lenientJson = (
    request: FastifyRequest,
    body: string | Buffer,
    done: (err: Error | null, body?: unknown) => void,
  ) => {
    const text = body.toString();
    if (text.trim() === '') done(null, {});
    else parseJson(request, text, done);
  };
  app.removeContentTypeParser(['application/json', 'text/plain']);
  for (const type of ['application/json', 'text/plain', '*']) {
    app.addContentTypeParser(type, { parseAs: 'string' }, lenientJson);
  }

  app.addHook('preParsing', async (request: FastifyRequest, _reply: FastifyReply, payload) => {
    const limit = request.searchOnly ? SEARCH_KEY_BODY_LIMIT : undefined;
    if (limit !== undefined && Number(request.headers['content-length'] ?? 0) > limit) {
      throw tooLarge();
    }
    const received = limit === undefined ? payload : payload.pipe(capped(limit));
    if (request.headers['content-encoding'] !== 'gzip') return received;
    // The length header describes the compressed bytes; the body limit applies after inflating.
    delete request.headers['content-length'];
    const inflated = received.pipe(createGunzip());
    received.on('error', (error) => inflated.destroy(error));
    if (limit === undefined) return inflated;
    const out = inflated.pipe(capped(limit));
    inflated.on('error', (error) => out.destroy(error));
    return out;
  });
}
