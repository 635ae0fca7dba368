// Request bodies as the Algolia clients send them: JSON under `application/json`, under
// `text/plain` (the browser build, to avoid a CORS preflight), under any other type (old
// clients used form-urlencoded for the same reason), possibly gzip-compressed by the Node
// client's `compression: 'gzip'` option.
import { createGunzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
    if (request.headers['content-encoding'] !== 'gzip') return payload;
    // The length header describes the compressed bytes; the body limit applies after inflating.
    delete request.headers['content-length'];
    return payload.pipe(createGunzip());
  });
}
