import { cacheControl, type CacheLifetime } from '@shop/domain/cache';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';

/**
 * Sets the spec's Cache-Control (no-store under no_cache=1) and returns the body, checked
 * against its shared schema outside production so a contract break fails loudly in tests.
 */
export function answer<T>(
  reply: FastifyReply,
  context: AppContext,
  schema: z.ZodType<T>,
  body: T,
  cache: { lifetime: CacheLifetime; noCache: boolean },
): T {
  void reply
    .header('Cache-Control', cacheControl(cache.lifetime, cache.noCache))
    .header('Vary', 'X-Store, Accept-Language');
  return context.validateResponses ? schema.parse(body) : body;
}
