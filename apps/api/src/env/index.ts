import { isAbsolute, join, resolve } from 'node:path';
import { localStoreHosts, parseStoreHosts, type StoreId } from '@shop/domain/stores';
import { z } from 'zod';
import { loadAuthEnv, LOCAL_JWT_SECRET, type AuthEnv } from './auth';
import { loadContactEnv, type ContactEnv } from './contact';
import { loadHttpEnv, type HttpEnv } from './http';
import { loadStorefrontEnv, type StorefrontEnv } from './storefront';
import { loadLegalEnv, type LegalEnv } from './legal';
import {
  invalidEnvironment,
  parseSettings,
  presentSettings,
  refuseProblems,
  type NodeEnv,
  type Source,
} from './load';
import { loadMailEnv, type MailEnv } from './mail';
import { loadOrdersEnv, type OrdersEnv } from './orders';
import { loadPaymentEnv, type PaymentEnv } from './payment';
import { weakSecretProblems, withoutUnusedSandboxSecret } from './secrets';
import { findUp } from '../paths';

/**
 * The only module that reads process.env. Every setting has its local default, so the API
 * runs with no configuration at all; .env.example at the repo root lists them.
 */

export const LOCAL_ALGOLIA_APP_ID = 'SHOPLOCAL';
const LOCAL_SEARCH_URL = 'http://127.0.0.1:3004';
/** Local default of ADMIN_TOKEN, refused when NODE_ENV=production. */
export const LOCAL_ADMIN_TOKEN = 'local-admin-token';

const ZPort = z.coerce.number().int().min(0).max(65535);

const ZEnvSource = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_PORT: ZPort.default(3003),
  // Processes serving the API on its port (node:cluster); above 1 needs PostgreSQL and Redis.
  API_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  // Not a setting: the primary process tells the one worker that runs the background work.
  API_BACKGROUND_WORKER: z.enum(['0', '1']).optional(),
  SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SEARCH_URL: z.url().optional(),
  ALGOLIA_APP_ID: z.string().min(1).default(LOCAL_ALGOLIA_APP_ID),
  ALGOLIA_ADMIN_KEY: z.string().min(1).default('local-admin-key'),
  // How often the API pushes queued catalogue changes to search; 0 turns the worker off.
  SEARCH_SYNC_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  // Pictures one client may have rendered (not served from the cache) per minute.
  PICTURE_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // How often the API sends due back-in-stock alerts to the outbox; 0 turns the worker off.
  PRODUCT_ALERT_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  // Shared secret of the back-office calls (X-Admin-Token). Production must set its own.
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').default(LOCAL_ADMIN_TOKEN),
  SHOP_PUBLIC_PORT: ZPort.default(3000),
  SHOP_PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
  SHOP_STORE_HOSTS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_PRODUCTS: z.coerce.number().int().min(0).default(5000),
  SEED: z.coerce.number().int().default(42),
  // Key of the tracking hash (POST /generate-encrypted-data). Required in production.
  ENCRYPTION_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
});

/** Local default only: production must set its own (loadEnv refuses to start without). */
export const LOCAL_ENCRYPTION_KEY = 'local-encryption-key-not-for-production';

export interface Env {
  nodeEnv: NodeEnv;
  port: number;
  /** API processes sharing the port; 1 unless PostgreSQL and Redis make more possible. */
  workers: number;
  /** In a worker of API_WORKERS: whether this one runs the background work. */
  backgroundWorker: boolean;
  host: string;
  /** Absolute; relative values are taken from the repo root. */
  dataDir: string;
  /** PostgreSQL when set, else PGlite in `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  /** Search service base URL; null means the hosted Algolia hosts of the app id. */
  searchUrl: string | null;
  algoliaAppId: string;
  algoliaAdminKey: string;
  /** Sync worker period; 0 means this instance does not push catalogue changes. */
  searchSyncIntervalMs: number;
  pictureRendersPerMinute: number;
  /** Stock-alert worker period; 0 means this instance sends no alerts. */
  productAlertIntervalMs: number;
  adminToken: string;
  publicProtocol: 'http' | 'https';
  storeHosts: Record<StoreId, string>;
  logLevel: z.infer<typeof ZEnvSource>['LOG_LEVEL'];
  seedProducts: number;
  seed: number;
  encryptionKey: string;
  /** Sign-in, tokens, providers, rate limits and the outbox view (auth.ts). */
  auth: AuthEnv;
  /** Contact form: the customer-service address and the bot check (contact.ts). */
  contact: ContactEnv;
  /** E-mail delivery: the SMTP relay of the outbox (mail.ts). */
  mail: MailEnv;
  /** Bank transfers' account and the release of unpaid orders (orders.ts). */
  orders: OrdersEnv;
  /** The seller's legal mentions printed on bills and purchase orders (legal.ts). */
  legal: LegalEnv;
  /** The payment provider: the offline sandbox or Stripe (payment.ts). */
  payment: PaymentEnv;
  /** Request, header and keep-alive deadlines of the HTTP server (http.ts). */
  http: HttpEnv;
  /** The storefront told about back-office changes (issue 20). */
  storefront: StorefrontEnv;
}

/** Validates settings; empty strings count as unset (as in a copied .env.example). */
export function loadEnv(source: Source = process.env, cwd = process.cwd()): Env {
  const present = presentSettings(source);
  const raw = parseSettings(ZEnvSource, present);
  let storeHosts: Record<StoreId, string>;
  try {
    storeHosts = parseStoreHosts(raw.SHOP_STORE_HOSTS, localStoreHosts(raw.SHOP_PUBLIC_PORT));
  } catch (error) {
    throw invalidEnvironment([`SHOP_STORE_HOSTS: ${(error as Error).message}`]);
  }
  if (raw.NODE_ENV === 'production' && !raw.ENCRYPTION_KEY)
    throw invalidEnvironment(['ENCRYPTION_KEY: required when NODE_ENV=production']);
  if (raw.NODE_ENV === 'production' && raw.ADMIN_TOKEN === LOCAL_ADMIN_TOKEN)
    throw invalidEnvironment([
      'ADMIN_TOKEN: the public local default; set a secret one when NODE_ENV=production',
    ]);
  const weak =
    raw.NODE_ENV === 'production'
      ? weakSecretProblems(withoutUnusedSandboxSecret(present), {
          JWT_SECRET: LOCAL_JWT_SECRET,
          ADMIN_TOKEN: LOCAL_ADMIN_TOKEN,
          ALGOLIA_ADMIN_KEY: raw.ALGOLIA_ADMIN_KEY,
        })
      : [];
  refuseProblems(weak);
  const auth = loadAuthEnv(present, raw.NODE_ENV);
  // Workers are separate processes: PGlite lives inside one, and in-process rate limits
  // would let each worker grant its own five requests.
  if (raw.API_WORKERS > 1 && !raw.DATABASE_URL)
    throw invalidEnvironment([
      'API_WORKERS: above 1 needs DATABASE_URL (PGlite lives in one process)',
    ]);
  if (raw.API_WORKERS > 1 && !auth.redisUrl)
    throw invalidEnvironment([
      'API_WORKERS: above 1 needs REDIS_URL (rate limits shared by the workers)',
    ]);
  // SHOP_EXAMPLE_COMPANY=1 (set by npm start while the shop's own legal mentions are unset)
  // says explicitly that this production run may bill as the fictitious example company.
  const companyCheck =
    raw.NODE_ENV === 'production' && present.SHOP_EXAMPLE_COMPANY === '1'
      ? 'development'
      : raw.NODE_ENV;
  const repoRoot = findUp(cwd, 'pnpm-workspace.yaml') ?? cwd;
  const dataDir = isAbsolute(raw.DATA_DIR) ? raw.DATA_DIR : resolve(repoRoot, raw.DATA_DIR);
  const isLocalApp = raw.ALGOLIA_APP_ID === LOCAL_ALGOLIA_APP_ID;
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.API_PORT,
    workers: raw.API_WORKERS,
    backgroundWorker: raw.API_BACKGROUND_WORKER === '1',
    host: raw.SERVICE_HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL ?? null,
    pgliteDir: join(dataDir, 'pglite'),
    searchUrl: raw.SEARCH_URL ?? (isLocalApp ? LOCAL_SEARCH_URL : null),
    algoliaAppId: raw.ALGOLIA_APP_ID,
    algoliaAdminKey: raw.ALGOLIA_ADMIN_KEY,
    searchSyncIntervalMs: raw.SEARCH_SYNC_INTERVAL_MS,
    pictureRendersPerMinute: raw.PICTURE_RENDERS_PER_MINUTE,
    productAlertIntervalMs: raw.PRODUCT_ALERT_INTERVAL_MS,
    adminToken: raw.ADMIN_TOKEN,
    publicProtocol: raw.SHOP_PUBLIC_PROTOCOL,
    storeHosts,
    logLevel: raw.LOG_LEVEL,
    seedProducts: raw.SEED_PRODUCTS,
    seed: raw.SEED,
    encryptionKey: raw.ENCRYPTION_KEY ?? LOCAL_ENCRYPTION_KEY,
    auth,
    contact: loadContactEnv(present, auth.jwt.secret),
    mail: loadMailEnv(present),
    orders: loadOrdersEnv(present, companyCheck),
    legal: loadLegalEnv(present, companyCheck),
    payment: loadPaymentEnv(present, raw.NODE_ENV),
    http: loadHttpEnv(present),
    storefront: loadStorefrontEnv(present),
  };
}
