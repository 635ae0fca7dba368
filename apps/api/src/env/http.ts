import { z } from 'zod';
import { parseSettings, type Source } from './load';

/**
 * Deadlines of the API's HTTP server (index.ts reads them from the same source). A client that
 * sends its headers or body slowly gets a 408 at the deadline instead of keeping a socket, and
 * the gateway's connection with it, forever.
 */
const ms = (fallback: number) => z.coerce.number().int().min(100).max(600_000).default(fallback);

const ZHttpSource = z.object({
  API_REQUEST_TIMEOUT_MS: ms(30_000),
  API_HEADERS_TIMEOUT_MS: ms(10_000),
  API_KEEP_ALIVE_TIMEOUT_MS: ms(10_000),
});

export interface HttpEnv {
  /** Whole request, headers and body, received within this. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
}

/** `present` is the source without empty values. */
export function loadHttpEnv(present: Source): HttpEnv {
  const raw = parseSettings(ZHttpSource, present);
  return {
    requestTimeoutMs: raw.API_REQUEST_TIMEOUT_MS,
    headersTimeoutMs: Math.min(raw.API_HEADERS_TIMEOUT_MS, raw.API_REQUEST_TIMEOUT_MS),
    keepAliveTimeoutMs: raw.API_KEEP_ALIVE_TIMEOUT_MS,
  };
}

/** Fastify's options for these deadlines; Node checks them every `connectionsCheckingInterval`. */
export function serverDeadlines(http: HttpEnv) {
  return {
    requestTimeout: http.requestTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    http: {
      headersTimeout: http.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.floor(http.headersTimeoutMs / 4)),
    },
  };
}
