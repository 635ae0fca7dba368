import replyFrom from '@fastify/reply-from';
import Fastify, { type FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { upstreamFor, type Upstream } from './routes';

export interface GatewayOptions {
  upstreams: Record<Upstream, string>;
  logLevel?: string;
}

function passBody(
  _request: unknown,
  payload: IncomingMessage,
  done: (err: null, body: IncomingMessage) => void,
) {
  done(null, payload);
}

/** One origin in front of the apps, as production does at the edge. */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    // The apps answer any path: the gateway must not normalise or reject them.
    ignoreTrailingSlash: false,
    routerOptions: { maxParamLength: 2048 },
  });

  // Bodies stream through untouched; the upstream app parses and validates them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', passBody);

  await app.register(replyFrom, { undici: { connections: 128, pipelining: 1 } });

  app.all('/*', (request, reply) => {
    const target = options.upstreams[upstreamFor(request.url)];
    return reply.from(`${target}${request.url}`, {
      rewriteRequestHeaders: (original, headers) => ({
        ...headers,
        // The apps choose the store from the host the shopper typed.
        host: original.headers.host ?? 'localhost',
        'x-forwarded-host': original.headers.host ?? 'localhost',
        'x-forwarded-proto': original.protocol,
        'x-forwarded-for': original.ip,
      }),
      onError: (errorReply, { error }) => {
        request.log.warn({ upstream: target, reason: error.message }, 'upstream unavailable');
        errorReply
          .code(502)
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><html lang="en"><title>Temporarily unavailable</title><h1>Temporarily unavailable</h1><p>This part of the shop is restarting. Please try again in a moment.</p></html>',
          );
      },
    });
  });

  return app;
}
