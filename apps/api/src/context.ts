import type { Store } from '@shop/domain/stores';
import type { Db } from './db/client';
import type { Env } from './env';
import type { AppCaches } from './infra/ttl-cache';
import type { ApiMetrics } from './observability/metrics';
import type { PaymentProvider } from './payments/port';
import type { PictureCache } from './services/media/get-product-picture';

/** What route handlers get: the database, settings and per-process state. */
export interface AppContext {
  db: Db;
  env: Env;
  stores: Store[];
  pictureCache: PictureCache;
  /** In-process caches with the spec's lifetimes (bypassed by no_cache=1). */
  caches: AppCaches;
  /** Check answers against the shared zod schemas before sending (on outside production). */
  validateResponses: boolean;
  /** The payment provider orders go through (PAYMENT_PROVIDER; sandbox by default). */
  payments: PaymentProvider;
  /** Prometheus metrics of this instance (GET /metrics). */
  metrics: ApiMetrics;
}
