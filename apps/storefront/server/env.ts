// The settings of the storefront's own server (server.ts, the full-page cache, the data cache's
// handler): the only place these modules read, or write, process.env. Next's pages read theirs
// in src/env.ts.
import type { ServerOptions } from 'node:http';
import { LOG_LEVELS } from '@shop/observability';
import { z } from 'zod';

const positiveInteger = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const ZServerEnv = z.object({
  STOREFRONT_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the API answers: its maintenance flag, and /health/ready. */
  API_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3003'),
  /** Shared pages and data cache between storefront instances (issue 20); unset: in process. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** `off` renders every page (a benchmark's "before", or to rule the cache out). */
  STOREFRONT_PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** Pages kept in process memory, in MB (a page is 100 to 300 KB). */
  STOREFRONT_PAGE_CACHE_MB: z.coerce.number().positive().default(128),
  /** A request (headers and body) not received within these gets a 408. */
  STOREFRONT_REQUEST_TIMEOUT_MS: positiveInteger(30_000),
  STOREFRONT_HEADERS_TIMEOUT_MS: positiveInteger(10_000),
  STOREFRONT_KEEP_ALIVE_TIMEOUT_MS: positiveInteger(10_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

export type ServerEnv = z.infer<typeof ZServerEnv>;

/** Empty strings (as left by a copied .env.example) mean "use the default". */
export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  return ZServerEnv.parse(cleaned);
}

/**
 * Node's server options for the deadlines (issue 19, finding 1). `next start` leaves Node's
 * defaults (headers 60 s, request 300 s, checked every 30 s): a slow client gets its 408 within
 * a second of the deadline here.
 */
export function serverDeadlines(env: ServerEnv): ServerOptions {
  const headersTimeout = env.STOREFRONT_HEADERS_TIMEOUT_MS;
  return {
    requestTimeout: env.STOREFRONT_REQUEST_TIMEOUT_MS,
    headersTimeout,
    keepAliveTimeout: env.STOREFRONT_KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(1_000, Math.floor(headersTimeout / 4)),
  };
}

/**
 * Settings this process gives Next's proxy (src/env.ts reads them): set before Next loads,
 * which runs in this same process.
 */
export function passToNext(settings: Record<string, string>): void {
  Object.assign(process.env, settings);
}
