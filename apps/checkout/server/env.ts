import { z } from 'zod';

const ZServerEnv = z.object({
  CHECKOUT_PORT: z.coerce.number().int().min(1).max(65535).default(3002),
  SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the API answers, for the maintenance flag. */
  API_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3003'),
});

export type ServerEnv = z.infer<typeof ZServerEnv>;

/**
 * The only place the production server reads its settings. Empty strings (as left by a copied
 * .env.example) mean "use the default".
 */
export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  return ZServerEnv.parse(cleaned);
}
