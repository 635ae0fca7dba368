// The search service as a Fastify instance: built here, started by server.ts or by tests
// (`buildApp(...).listen({ port: 0 })`). Snapshots load when the instance gets ready and are
// flushed when it closes.
import { join } from 'node:path';
import {
  createServiceMetrics,
  fastifyLogger,
  fastifyRequestIds,
  registerObservability,
  type LogLevel,
} from '@shop/observability';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Registry } from './engine/registry';
import { installAuth } from './http/auth';
import { installBodyParsing } from './http/body';
import { ClientBudget, addressList, installClientBudget } from './http/client-budget';
import { installCors } from './http/cors';
import { installErrorHandling } from './http/errors';
import { indexRoutes } from './routes/indexes';
import { objectRoutes } from './routes/objects';
import { searchRoutes } from './routes/search';
import { SnapshotStore } from './snapshot';

export interface AppOptions {
  /** Snapshots go to `${dataDir}/search/`. */
  dataDir: string;
  appId: string;
  searchKey: string;
  adminKey: string;
  /** Pino level ('info', 'warn'...); no logging when absent (tests). */
  logLevel?: LogLevel;
  /** Delay between a write and its snapshot, batching bursts of writes into one file write. */
  snapshotDelayMs?: number;
  /**
   * Addresses whose search-only calls are not rate limited (the storefront's servers): `loopback`,
   * addresses, CIDR ranges. None by default: every client is counted.
   */
  unlimitedClients?: readonly string[];
  /** Fastify's trustProxy: whose X-Forwarded-For gives the client address. None by default. */
  trustProxy?: string;
}

/** Request log lines without the API key the browser client puts in the query string. */
function logRequest(request: FastifyRequest): Record<string, unknown> {
  const url = request.url.replace(/(x-algolia-api-key=)[^&]*/gi, '$1***');
  return { method: request.method, url, remoteAddress: request.ip };
}

export function buildApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logLevel
      ? { ...fastifyLogger('search', options.logLevel), serializers: { req: logRequest } }
      : false,
    ...fastifyRequestIds(),
    // An indexer batch of 1000 products easily exceeds Fastify's 1 MB default.
    bodyLimit: 100 * 1024 * 1024,
    routerOptions: { maxParamLength: 1024 },
    trustProxy: options.trustProxy ?? false,
  });
  const budget = new ClientBudget(addressList(options.unlimitedClients ?? []));
  const registry = new Registry();
  const snapshots = new SnapshotStore(
    join(options.dataDir, 'search'),
    registry,
    app.log,
    options.snapshotDelayMs,
  );
  registry.onChange((name) => snapshots.schedule(name));

  let loaded = false;
  // Metrics with the admin key (Prometheus sends it as the query string's
  // x-algolia-application-id and x-algolia-api-key): browsers reach this service directly.
  registerObservability(app, {
    metrics: createServiceMetrics(),
    ready: {
      index: async () => {
        if (!loaded) throw new Error('the snapshots are still loading');
      },
    },
    metricsConfig: { acl: 'admin' },
    healthConfig: { acl: 'public' },
  });
  installCors(app);
  installAuth(app, options);
  installClientBudget(app, budget);
  installBodyParsing(app);
  installErrorHandling(app);
  searchRoutes(app, registry, budget);
  objectRoutes(app, registry);
  indexRoutes(app, registry);

  app.addHook('onReady', async () => {
    const done = await snapshots.loadAll();
    loaded = true;
    app.log.info(
      done,
      `search: loaded ${done.indexes} indexes, ${done.records} records in ${done.ms} ms`,
    );
  });
  app.addHook('onClose', async () => {
    await snapshots.flush();
  });
  return app;
}
