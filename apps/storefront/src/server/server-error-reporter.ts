import {
  createStackParser,
  createTransport,
  Scope,
  type BaseTransportOptions,
  type TransportRequest,
} from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import { ERROR_REPORTING_ENVIRONMENT, ERROR_REPORTING_RELEASE } from '@shop/domain/error-reporting';

export type ReportLevel = 'error' | 'fatal';

export interface ServerErrorReporter {
  /**
   * Sends `error` under the spec's `message`, with tags (path, page type...), at `level`:
   * 'fatal' where storefront section 8 says so (the first calls failing).
   */
  report(message: string, error: unknown, tags?: Record<string, string>, level?: ReportLevel): void;
  /** Waits until what was reported has left (tests, shutdown). */
  flush(timeoutMs?: number): Promise<boolean>;
}

/** Envelopes go out with the runtime's own fetch. */
const fetchTransport = (options: BaseTransportOptions) =>
  createTransport(options, async (request: TransportRequest) => {
    // A copy in a plain ArrayBuffer: what fetch's body types take.
    const body = typeof request.body === 'string' ? request.body : new Uint8Array(request.body);
    // eslint-disable-next-line no-restricted-syntax -- the reporting service's envelope URL, not the shop's API
    const answer = await fetch(options.url, { method: 'POST', body });
    return {
      statusCode: answer.status,
      headers: {
        'x-sentry-rate-limits': answer.headers.get('X-Sentry-Rate-Limits'),
        'retry-after': answer.headers.get('Retry-After'),
      },
    };
  });

/**
 * The error-reporting service as the server reaches it: the same DSN, release and environment as
 * the browser SDK (components/runtime/error-reporting.tsx), through Sentry's own server-runtime
 * client. A client of its own, bound to nothing global: one render's tags never reach another's.
 */
export function createServerErrorReporter(dsn: string): ServerErrorReporter {
  const client = new ServerRuntimeClient({
    dsn,
    release: ERROR_REPORTING_RELEASE,
    environment: ERROR_REPORTING_ENVIRONMENT,
    transport: fetchTransport,
    stackParser: createStackParser(nodeStackLineParser()),
    integrations: [],
    platform: 'node',
  });
  client.init();
  return {
    report(message, error, tags = {}, level = 'error') {
      const scope = new Scope();
      scope.setTags({ ...tags, side: 'server' });
      scope.setLevel(level);
      client.captureException(new Error(message, { cause: error }), undefined, scope);
    },
    flush: async (timeoutMs = 2000) => client.flush(timeoutMs),
  };
}
