import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

const ZEnv = z.object({
  GATEWAY_PORT: port(3000),
  GATEWAY_HOST: z.string().default('localhost'),
  API_URL: z.string().url().default('http://127.0.0.1:3003'),
  STOREFRONT_URL: z.string().url().default('http://127.0.0.1:3001'),
  CHECKOUT_URL: z.string().url().default('http://127.0.0.1:3002'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type GatewayEnv = z.infer<typeof ZEnv>;

/** Empty strings (as left by a copied .env.example) mean "use the default". */
export function readEnv(source: Record<string, string | undefined> = process.env): GatewayEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  return ZEnv.parse(cleaned);
}
