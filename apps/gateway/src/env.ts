import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
const positive = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const ZEnv = z.object({
  GATEWAY_PORT: port(3000),
  GATEWAY_HOST: z.string().default('localhost'),
  API_URL: z.string().url().default('http://127.0.0.1:3003'),
  STOREFRONT_URL: z.string().url().default('http://127.0.0.1:3001'),
  CHECKOUT_URL: z.string().url().default('http://127.0.0.1:3002'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GATEWAY_REQUEST_TIMEOUT_MS: positive(15_000),
  GATEWAY_HEADERS_TIMEOUT_MS: positive(10_000),
  GATEWAY_KEEP_ALIVE_TIMEOUT_MS: positive(5_000),
  GATEWAY_MAX_CONNECTIONS_PER_CLIENT: positive(64),
  GATEWAY_UPSTREAM_CONNECTIONS: positive(256),
  GATEWAY_UPSTREAM_TIMEOUT_MS: positive(30_000),
  // The API's own body limit: larger bodies are refused here before they reach an app.
  GATEWAY_BODY_LIMIT: positive(1_048_576),
  // Proxies in front (comma-separated addresses) whose X-Request-Id the gateway keeps.
  GATEWAY_TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  // The gateway's own /metrics and /health/* (on SERVICE_HOST); unset: not served.
  GATEWAY_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

export type GatewayEnv = z.infer<typeof ZEnv>;

/** Empty strings (as left by a copied .env.example) mean "use the default". */
export function readEnv(source: Record<string, string | undefined> = process.env): GatewayEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  return ZEnv.parse(cleaned);
}
