import replyFrom from '@fastify/reply-from';
import {
  createServiceMetrics,
  fastifyLogger,
  fastifyRequestIds,
  isTrustedPeer,
  registerObservability,
  type LogLevel,
  type ServiceMetrics,
} from '@shop/observability';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { ROUTE_TABLE, upstreamFor, type Upstream } from './routes';
import { limitedServerFactory, type ServerLimits } from './server-limits';

export interface GatewayOptions {
  upstreams: Record<Upstream, string>;
  logLevel?: LogLevel;
  limits?: Partial<GatewayLimits>;
  /** Addresses of proxies in front whose X-Request-Id is kept; from anyone else it is replaced. */
  trustedProxies?: readonly string[];
  /** Where requests are counted; served on GATEWAY_METRICS_PORT, never on the shop's port. */
  metrics?: ServiceMetrics;
}

export interface GatewayLimits extends ServerLimits {
  /** Largest request body; the API refuses more than 1 MB anyway. */
  bodyLimit: number;
  /** Connections to each app. */
  upstreamConnections: number;
  /** An app that sends no headers or body for this long is given up (502). */
  upstreamTimeoutMs: number;
}

export const DEFAULT_LIMITS: GatewayLimits = {
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerClient: 64,
  bodyLimit: 1_048_576,
  upstreamConnections: 256,
  upstreamTimeoutMs: 30_000,
};

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1><p>${text}</p></html>`;

function sendPage(reply: Pick<FastifyReply, 'code'>, status: number, title: string, text: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(page(title, text));
}

const BLOCKED_PATHS: ReadonlySet<string> = new Set(ROUTE_TABLE.blockedPaths);

const isBlocked = (url: string) => BLOCKED_PATHS.has(url.split('?', 1)[0]!);

function isDecodable(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/** One origin in front of the apps, as production does at the edge. */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const trusted = options.trustedProxies ?? [];
  const app = Fastify({
    logger: fastifyLogger('gateway', options.logLevel ?? 'info'),
    // The request id of a trusted proxy in front (nginx's $request_id), else a new one.
    ...fastifyRequestIds((request) => isTrustedPeer(trusted, request.socket.remoteAddress)),
    // The apps answer any path: the gateway must not normalise or reject them.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 2048 },
    serverFactory: limitedServerFactory(limits),
    bodyLimit: limits.bodyLimit,
  });

  // Bodies are read whole before an app is called, so a client that sends slowly holds a
  // gateway socket (until its 408) but never one of the connections to the apps.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  await app.register(replyFrom, {
    // One line per request (registerObservability), not the library's two more.
    disableRequestLogging: true,
    undici: {
      connections: limits.upstreamConnections,
      pipelining: 1,
      headersTimeout: limits.upstreamTimeoutMs,
      bodyTimeout: limits.upstreamTimeoutMs,
    },
  });

  // One JSON line and one metrics sample per request, by the app it went to.
  registerObservability(app, {
    metrics: options.metrics ?? createServiceMetrics(),
    routeOf: (request) => (isBlocked(request.url) ? 'blocked' : upstreamFor(request.url)),
    endpoints: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    // The proxy library decodes the URL and would throw (500) on a stray `%`.
    if (!isDecodable(request.url)) {
      return sendPage(reply, 400, 'Bad request', 'This address is not valid.');
    }
    // The API tells the storefront about changes server to server; nobody outside may. Nor
    // may anyone outside read the apps' metrics or health.
    if (isBlocked(request.url)) {
      return sendPage(reply, 404, 'Not found', 'There is no page at this address.');
    }
  });

  app.all('/*', (request, reply) => {
    const target = options.upstreams[upstreamFor(request.url)];
    const body = request.body instanceof Buffer ? request.body : undefined;
    return reply.from(`${target}${request.url}`, {
      // Given as is, so the library neither re-encodes JSON nor drops the charset.
      ...(body && {
        body,
        contentType: request.headers['content-type'] ?? 'application/octet-stream',
      }),
      rewriteRequestHeaders: (original, headers) => {
        const { 'transfer-encoding': _chunked, ...rest } = headers;
        return {
          ...rest,
          // The apps choose the store from the host the shopper typed.
          host: original.headers.host ?? 'localhost',
          'x-forwarded-host': original.headers.host ?? 'localhost',
          'x-forwarded-proto': original.protocol,
          'x-forwarded-for': original.ip,
          // The apps log it and send it on to the API: one id for the whole request.
          'x-request-id': original.id,
        };
      },
      // Next.js leaves its internal rewrite targets on answers; they map the app's routes.
      rewriteHeaders: (headers) =>
        Object.fromEntries(
          Object.entries(headers).filter(([name]) => !name.startsWith('x-middleware-')),
        ),
      onError: (errorReply, { error }) => {
        request.log.warn({ upstream: target, reason: error.message }, 'upstream unavailable');
        errorReply
          .code(502)
          .type('text/html; charset=utf-8')
          .send(
            page(
              'Temporarily unavailable',
              'This part of the shop is restarting. Please try again in a moment.',
            ),
          );
      },
    });
  });

  return app;
}
