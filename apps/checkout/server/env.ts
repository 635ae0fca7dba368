import type { ServerOptions } from 'node:http';
import { isTagManagerId } from '@shop/domain/tracking-events';
import { nodeServerDeadlines, parseSettings } from '@shop/observability';
import { z } from 'zod';

const ms = (fallback: number) => z.coerce.number().int().min(100).max(600_000).default(fallback);

const ZServerEnv = z.object({
  CHECKOUT_PORT: z.coerce.number().int().min(1).max(65535).default(3002),
  SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the API answers, for the maintenance flag. */
  API_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3003'),
  /** A request (headers and body) not received within these gets a 408. */
  CHECKOUT_REQUEST_TIMEOUT_MS: ms(30_000),
  CHECKOUT_HEADERS_TIMEOUT_MS: ms(10_000),
  CHECKOUT_KEEP_ALIVE_TIMEOUT_MS: ms(10_000),
  /** Production store host names (`fr=www.example.fr,...`), as the app was built with. */
  SHOP_STORE_HOSTS: z.string().default(''),
  /** The tag manager's container (`GTM-...`), loaded with analytics consent as on the storefront. */
  GTM_ID: z.string().refine(isTagManagerId, 'expected a GTM-... container id').optional(),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
});

export type ServerEnv = z.infer<typeof ZServerEnv>;

/**
 * The only place the production server reads its settings. Empty strings (as left by a copied
 * .env.example) mean "use the default".
 */
export const readServerEnv = (
  source: Record<string, string | undefined> = process.env,
): ServerEnv => parseSettings(ZServerEnv, source);

/** The deadlines of issue 19, finding 1, as Node's server options. */
export const serverDeadlines = (env: ServerEnv): ServerOptions =>
  nodeServerDeadlines({
    requestTimeoutMs: env.CHECKOUT_REQUEST_TIMEOUT_MS,
    headersTimeoutMs: env.CHECKOUT_HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: env.CHECKOUT_KEEP_ALIVE_TIMEOUT_MS,
  });
