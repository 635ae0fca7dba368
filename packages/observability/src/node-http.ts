import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { liveness, readiness, type ReadinessCheck } from './health';
import type { JsonLogger } from './log';
import type { ServiceMetrics } from './metrics';
import { HEALTH_LIVE_PATH, HEALTH_READY_PATH, METRICS_PATH } from './paths';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';

export interface InternalEndpoints {
  metrics: ServiceMetrics;
  /** What `/health/ready` checks; none: ready whenever live. */
  ready?: Record<string, ReadinessCheck>;
}

export interface NodeObservability extends InternalEndpoints {
  log: JsonLogger;
  /** The pattern of the route that answered (a bounded set: metrics labels, log lines). */
  routeOf(request: IncomingMessage, response: ServerResponse): string;
  /** Whether the request's own X-Request-Id is believed (default: yes, behind the edge). */
  trustRequestId?(request: IncomingMessage): boolean;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

/**
 * Answers `/metrics`, `/health/live` and `/health/ready` and returns true, or returns false
 * for any other path.
 */
export function answerInternal(
  request: IncomingMessage,
  response: ServerResponse,
  endpoints: InternalEndpoints,
): boolean {
  const path = (request.url ?? '/').split('?', 1)[0];
  if (path === METRICS_PATH) {
    void endpoints.metrics.render().then(({ contentType, body }) => {
      response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
      response.end(body);
    });
    return true;
  }
  if (path === HEALTH_LIVE_PATH) {
    const { status, body } = liveness();
    sendJson(response, status, body);
    return true;
  }
  if (path === HEALTH_READY_PATH) {
    void readiness(endpoints.ready ?? {}).then(({ status, body }) =>
      sendJson(response, status, body),
    );
    return true;
  }
  return false;
}

/**
 * A Node request handler observed: each request gets its id (kept from the edge or new), set
 * on the request for the app and on the answer for the client; the internal endpoints are
 * answered; every other request is timed into the metrics and logged as one JSON line.
 */
export function observeNodeHandler(
  handler: RequestListener,
  options: NodeObservability,
): RequestListener {
  return (request, response) => {
    const trusted = options.trustRequestId?.(request) ?? true;
    const requestId = requestIdOf(request.headers[REQUEST_ID_HEADER], trusted);
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader('X-Request-Id', requestId);
    if (answerInternal(request, response, options)) return;
    const started = process.hrtime.bigint();
    response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = request.method ?? 'GET';
      const route = options.routeOf(request, response);
      const status = response.writableFinished ? response.statusCode : 499;
      options.metrics.observeRequest(method, route, status, seconds);
      options.log.info(
        { requestId, method, route, status, durationMs: Math.round(seconds * 10_000) / 10 },
        'request',
      );
    });
    return handler(request, response);
  };
}
