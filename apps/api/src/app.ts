import { buildStores, type Store } from '@shop/domain/stores';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import type { Db } from './db/client';
import type { Env } from './env';
import { registerErrorHandlers } from './http/errors';
import { registerHealth } from './routes/health/get';
import { registerInit } from './routes/init/get';
import { registerProductPicture } from './routes/media/get-product-picture';
import { createPictureCache } from './services/media/get-product-picture';

export interface BuildAppOptions {
  db: Db;
  env: Env;
  /** Validate answers against the shared schemas; defaults to on outside production. */
  validateResponses?: boolean;
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
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: env.logLevel,
      // Requests are logged by method, url and status only: never bodies, cookies or tokens.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  });
  const context: AppContext = {
    db,
    env,
    stores: storesFor(env),
    pictureCache: createPictureCache(),
    validateResponses: validateResponses ?? env.nodeEnv !== 'production',
  };
  registerErrorHandlers(app);
  await app.register(
    async (api) => {
      registerHealth(api);
      registerInit(api, context);
      registerProductPicture(api, context);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
