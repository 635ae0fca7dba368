import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createServiceMetrics,
  HEALTH_LIVE_PATH,
  httpCheck,
  jsonLogger,
  type LogLevel,
  type NodeObservability,
} from '@shop/observability';
import { isAppPage } from '../src/page-paths';
import { BASE_PATH, HEALTH_PATH, isFileRequest } from './app';

/** The metrics label of a request: the few kinds of path this server answers. */
export function checkoutRoute(request: IncomingMessage, response: ServerResponse): string {
  const path = new URL(request.url ?? '/', 'http://checkout.invalid').pathname;
  if (path === HEALTH_PATH) return HEALTH_PATH;
  if (isFileRequest(path)) return `${BASE_PATH}/:file`;
  if (response.statusCode === 302) return 'maintenance redirect';
  return isAppPage(path) ? 'page' : 'not found';
}

/** Request ids, logs, metrics and health of the checkout server; ready when the API is live. */
export function checkoutObservability(apiUrl: string, level: LogLevel): NodeObservability {
  return {
    metrics: createServiceMetrics(),
    log: jsonLogger('checkout', level),
    ready: { api: httpCheck(new URL(HEALTH_LIVE_PATH, apiUrl).href) },
    routeOf: checkoutRoute,
  };
}
