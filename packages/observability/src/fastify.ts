import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { liveness, readiness, type ReadinessCheck } from './health';
import type { ServiceMetrics } from './metrics';
import { HEALTH_LIVE_PATH, HEALTH_READY_PATH, METRICS_PATH } from './paths';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';

/**
 * Fastify's own lines per request ("incoming request", "request completed", "Route ... not
 * found" with its URL) give way to the one line of `registerObservability`; its error lines stay.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>) {
    if (args[0]) super.requestCompleted(...args);
  }
}

/**
 * Fastify's server options for request ids: the id comes from `X-Request-Id` when `trusted`
 * says so (else a new UUID) and is logged as `requestId`.
 */
export function fastifyRequestIds(trusted: (request: IncomingMessage) => boolean = () => true) {
  return {
    requestIdHeader: false as const,
    genReqId: (request: IncomingMessage) =>
      requestIdOf(request.headers[REQUEST_ID_HEADER], trusted(request)),
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
  };
}

export interface FastifyObservability {
  metrics: ServiceMetrics;
  ready?: Record<string, ReadinessCheck>;
  /** The route label of a request; by default the pattern of the route that answered it. */
  routeOf?(request: FastifyRequest): string;
  /** Route `config` of the internal endpoints (e.g. who may call them). */
  metricsConfig?: Record<string, unknown>;
  healthConfig?: Record<string, unknown>;
  /** False: only ids, metrics and the log line here; the endpoints are served elsewhere. */
  endpoints?: boolean;
}

const INTERNAL = new Set<string>([METRICS_PATH, HEALTH_LIVE_PATH, HEALTH_READY_PATH]);

/** Pattern of the route that answered; `unmatched` for 404s (never the raw URL). */
const routePattern = (request: FastifyRequest) =>
  request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');

/**
 * The request id on every answer, one JSON line and one histogram sample per request (route
 * pattern, status, duration), and the internal endpoints `/metrics`, `/health/live`,
 * `/health/ready` (503 with the failing checks).
 */
export function registerObservability(app: FastifyInstance, options: FastifyObservability): void {
  const routeOf = options.routeOf ?? routePattern;
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    if (INTERNAL.has(route)) return;
    const seconds = reply.elapsedTime / 1000;
    options.metrics.observeRequest(request.method, route, reply.statusCode, seconds);
    request.log.info(
      {
        method: request.method,
        route,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
  if (options.endpoints === false) return;
  app.get(METRICS_PATH, { config: options.metricsConfig ?? {} }, async (_request, reply) => {
    const { contentType, body } = await options.metrics.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
  app.get(HEALTH_LIVE_PATH, { config: options.healthConfig ?? {} }, async (_request, reply) => {
    const { status, body } = liveness();
    return reply.code(status).header('cache-control', 'no-store').send(body);
  });
  app.get(HEALTH_READY_PATH, { config: options.healthConfig ?? {} }, async (_request, reply) => {
    const { status, body } = await readiness(options.ready ?? {});
    return reply.code(status).header('cache-control', 'no-store').send(body);
  });
}
