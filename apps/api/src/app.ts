import { hash } from 'node:crypto';
import fastifyEtag from '@fastify/etag';
import { isNoCache, NO_CACHE_PARAM } from '@shop/domain/cache';
import { fastifyLogger, fastifyRequestIds, registerObservability } from '@shop/observability';
import { buildStores, type Store } from '@shop/domain/stores';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import type { Database, Db, PoolStats } from './db/client';
import type { Env } from './env';
import { serverDeadlines } from './env/http';
import { registerErrorHandlers } from './http/errors';
import { serializeRequest } from './http/log-redaction';
import { registerSearchSync } from './indexer/register-sync';
import { createCaches } from './infra/ttl-cache';
import { cacheInvalidation } from './infra/cache-invalidation';
import { coalesce } from './infra/coalesce';
import { storefrontRevalidation } from './infra/storefront-revalidation';
import type { PaymentProvider } from './payments/port';
import { createPaymentProvider } from './payments/create-provider';
import { createApiMetrics } from './observability/metrics';
import { apiReadiness } from './observability/readiness';
import { registerRoutes } from './routes';
import { registerEmailRelay } from './workers/email-relay';
import { registerOrderRelease } from './workers/order-release';
import { registerReturnExpiry } from './workers/return-expiry';
import { registerSandboxWebhooks } from './workers/sandbox-webhooks';
import { registerAlertWorker } from './workers/product-alerts';
import { createPictureCache } from './services/media/get-product-picture';

export interface BuildAppOptions {
  db: Db;
  env: Env;
  /** Validate answers against the shared schemas; defaults to on outside production. */
  validateResponses?: boolean;
  /** Run the search sync worker (every SEARCH_SYNC_INTERVAL_MS) while the app is up. */
  searchSync?: boolean;
  /** Run the stock-alert worker (every PRODUCT_ALERT_INTERVAL_MS) while the app is up. */
  productAlerts?: boolean;
  /** Deliver the outbox through SMTP_URL (every EMAIL_RELAY_INTERVAL_MS) while the app is up. */
  emailRelay?: boolean;
  /**
   * The database's LISTEN (PostgreSQL): cache invalidations then go to and come from every
   * other API instance on it. Without, this instance's caches are its own business.
   */
  listen?: Database['listen'];
  /** The payment provider; tests hand in a scripted one. */
  payments?: PaymentProvider;
  /** Cancel unpaid orders past their stock hold (every ORDER_RELEASE_INTERVAL_MS). */
  orderRelease?: boolean;
  /** With the sandbox provider, deliver its webhooks (every SANDBOX_WEBHOOK_INTERVAL_MS). */
  sandboxWebhooks?: boolean;
  /** PostgreSQL's connection pool, for its metrics (size, idle, waiting). */
  pool?: PoolStats;
}

export const API_PREFIX = '/api/v5';

/** The six stores with the configured host names. */
export function storesFor(env: Pick<Env, 'storeHosts' | 'publicProtocol'>): Store[] {
  return buildStores(env.storeHosts, env.publicProtocol);
}

/** The front API v5 as a Fastify instance, routes under /api/v5; the caller listens. */
export async function buildApp({
  db,
  env,
  validateResponses,
  searchSync = false,
  productAlerts = false,
  emailRelay = false,
  listen,
  payments,
  orderRelease = false,
  sandboxWebhooks = false,
  pool,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Long parameters must reach the schemas (a 400 naming them), not Fastify's silent 404.
    routerOptions: { maxParamLength: 1000 },
    // The gateway (on loopback) tells the shopper's address: rate limits count per real IP.
    trustProxy: env.auth.trustProxy,
    ...serverDeadlines(env.http),
    // One JSON line per request (method, route pattern, status, duration, request id), never
    // bodies, cookies or tokens (@shop/observability)...
    logger: {
      ...fastifyLogger('api', env.logLevel),
      // ...nor e-mails or tokens in query strings (GET /newsletters/is-subscribed?email=).
      serializers: { req: serializeRequest },
    },
    // The edge's X-Request-Id (only the edge and the apps reach the API), else a new one.
    ...fastifyRequestIds(),
  });
  // Every answer, errors and 404s included: a browser never guesses a type other than the one
  // sent (an uploaded or echoed text read as a script or a page).
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('X-Content-Type-Options', 'nosniff');
  });
  const invalidation = listen ? cacheInvalidation(db, listen) : null;
  const revalidateStorefront = storefrontRevalidation(env.storefront, app.log);
  // The writer tells the other API instances, then the storefront (which shares its cache).
  const caches = createCaches(async (scope) => {
    await invalidation?.broadcast(scope);
    await revalidateStorefront(scope);
  });
  if (invalidation) {
    // A stock move drops its products here, then the storefront's product answers and pages
    // expire (they would otherwise show a sold-out size for their lifetime).
    const stopListening = await invalidation.listen(
      caches,
      coalesce(() => revalidateStorefront('products')),
    );
    app.addHook('onClose', () => stopListening());
  }
  const metrics = createApiMetrics(caches, pool);
  const readiness = apiReadiness(db, env);
  app.addHook('onClose', readiness.close);
  registerObservability(app, { metrics: metrics.service, ready: readiness.checks });
  const context: AppContext = {
    db,
    env,
    stores: storesFor(env),
    pictureCache: createPictureCache(),
    caches,
    validateResponses: validateResponses ?? env.nodeEnv !== 'production',
    payments: payments ?? createPaymentProvider(env, db),
    metrics,
  };
  registerErrorHandlers(app);
  // no_cache=1 bypasses every cache, the browser's revalidation included: no 304 then.
  app.addHook('onRequest', async (request) => {
    if (isNoCache((request.query as Record<string, unknown>)[NO_CACHE_PARAM]))
      delete request.headers['if-none-match'];
  });
  // Every call sends Content-Type JSON (spec section 7), DELETE included: a DELETE without a
  // body has nothing to parse, rather than being an empty-JSON-body 400.
  app.addHook('onRequest', async (request) => {
    const length = request.headers['content-length'];
    const bodiless =
      (length === undefined || length === '0') && !request.headers['transfer-encoding'];
    if (request.method === 'DELETE' && bodiless) delete request.headers['content-type'];
  });
  // Weak ETags (the body is the same JSON whatever encoding a proxy applies), hashed with the
  // one-shot crypto.hash: no Hash object per answer.
  await app.register(fastifyEtag, {
    weak: true,
    hashFn: (payload) => hash('sha1', payload, 'base64'),
  });
  await app.register((api) => registerRoutes(api, context), { prefix: API_PREFIX });
  if (searchSync && env.searchSyncIntervalMs > 0) registerSearchSync(app, context);
  if (productAlerts && env.productAlertIntervalMs > 0) registerAlertWorker(app, context);
  if (emailRelay) registerEmailRelay(app, context);
  if (orderRelease && env.orders.releaseIntervalMs > 0) registerOrderRelease(app, context);
  if (orderRelease && env.orders.releaseIntervalMs > 0) registerReturnExpiry(app, context);
  if (sandboxWebhooks) registerSandboxWebhooks(app, context);
  return app;
}
