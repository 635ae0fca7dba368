// The settings of the storefront's own server (server.ts, the full-page cache, the data cache's
// handler): the only place these modules read, or write, process.env. Next's pages read theirs
// in src/env.ts.
import type { ServerOptions } from 'node:http';
import { LOG_LEVELS, nodeServerDeadlines, parseSettings } from '@shop/observability';
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

/** The deadlines of issue 19, finding 1, as Node's server options. */
export function serverDeadlines(env: ServerEnv): ServerOptions {
  const {
    STOREFRONT_REQUEST_TIMEOUT_MS: requestTimeoutMs,
    STOREFRONT_HEADERS_TIMEOUT_MS: headersTimeoutMs,
    STOREFRONT_KEEP_ALIVE_TIMEOUT_MS: keepAliveTimeoutMs,
  } = env;
  return nodeServerDeadlines({ requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs });
}

/** Empty strings (as left by a copied .env.example) mean "use the default". */
export const readServerEnv = (
  source: Record<string, string | undefined> = process.env,
): ServerEnv => parseSettings(ZServerEnv, source);

/**
 * Settings this process gives Next's proxy (src/env.ts reads them): set before Next loads,
 * which runs in this same process.
 */
export function passToNext(settings: Record<string, string>): void {
  Object.assign(process.env, settings);
}
