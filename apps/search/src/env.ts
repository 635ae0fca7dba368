// The only module reading process.env: every setting of the search service, validated.
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { addressList } from './http/client-budget';

export const DEFAULT_ADMIN_KEY = 'local-admin-key';

const ZEnv = z.object({
  SEARCH_PORT: z.coerce.number().int().min(0).max(65535).default(3004),
  SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  ALGOLIA_APP_ID: z.string().min(1).default('SHOPLOCAL'),
  ALGOLIA_SEARCH_KEY: z.string().min(1).default('local-search-only-key'),
  ALGOLIA_ADMIN_KEY: z.string().min(1).default(DEFAULT_ADMIN_KEY),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  // The storefront's servers render every shopper's listings from their own address: their
  // search-only calls are not rate limited. Loopback by default (the shop's scripts run the
  // storefront beside this service); `none` counts every client.
  SEARCH_UNLIMITED_CLIENTS: z.string().default('loopback'),
  // Whose X-Forwarded-For to believe, when browsers reach this service through a proxy.
  SEARCH_TRUST_PROXY: z.string().optional(),
  // Unset: request logs in development and production, warnings only under test.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export interface Env {
  port: number;
  host: string;
  /** Absolute; snapshots live in `${dataDir}/search/`. */
  dataDir: string;
  appId: string;
  searchKey: string;
  adminKey: string;
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  unlimitedClients: string[];
  trustProxy: string | undefined;
}

/** `a, b/24` as a list; `none` as no entry. Malformed entries stop the start. */
function clientList(raw: string): string[] {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 1 && entries[0] === 'none') return [];
  try {
    addressList(entries);
  } catch (error) {
    throw new Error(
      `Invalid search service settings: SEARCH_UNLIMITED_CLIENTS: ${(error as Error).message}`,
    );
  }
  return entries;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // `.env.example` lists keys with empty values (e.g. `DATABASE_URL=`): empty means unset.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid search service settings: ${details}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.ALGOLIA_ADMIN_KEY === DEFAULT_ADMIN_KEY) {
    throw new Error(
      'ALGOLIA_ADMIN_KEY is the public local default: set a secret admin key in production',
    );
  }
  if (env.ALGOLIA_ADMIN_KEY === env.ALGOLIA_SEARCH_KEY) {
    throw new Error(
      'ALGOLIA_SEARCH_KEY and ALGOLIA_ADMIN_KEY must differ: the search key is public',
    );
  }
  return {
    port: env.SEARCH_PORT,
    host: env.SERVICE_HOST,
    dataDir: isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(process.cwd(), env.DATA_DIR),
    appId: env.ALGOLIA_APP_ID,
    searchKey: env.ALGOLIA_SEARCH_KEY,
    adminKey: env.ALGOLIA_ADMIN_KEY,
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    unlimitedClients: clientList(env.SEARCH_UNLIMITED_CLIENTS),
    trustProxy: env.SEARCH_TRUST_PROXY,
  };
}
