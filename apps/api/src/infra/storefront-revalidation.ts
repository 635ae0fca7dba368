import { STOREFRONT_REVALIDATE_PATH } from '@shop/domain/cache';
import type { StorefrontEnv } from '../env/storefront';
import type { CacheScope } from './ttl-cache';

const TIMEOUT_MS = 2000;

interface Log {
  warn(details: object, message: string): void;
}

/**
 * The storefront's side of the API's cache broadcast (issue 20): the writer of a change posts
 * its scope to the storefront, which expires its cached answers of that scope by tag. Storefront
 * instances sharing a Redis cache handler see it all at once. A storefront that cannot be
 * reached is logged, never an error of the write: its answers still expire on their own.
 */
export function storefrontRevalidation(storefront: StorefrontEnv, log: Log) {
  return async (scope: CacheScope): Promise<void> => {
    if (!storefront.url) return;
    try {
      const answer = await fetch(new URL(STOREFRONT_REVALIDATE_PATH, storefront.url), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${storefront.revalidateSecret}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ scopes: [scope] }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!answer.ok) log.warn({ status: answer.status, scope }, 'storefront revalidation refused');
    } catch (error) {
      log.warn({ reason: (error as Error).message, scope }, 'storefront revalidation failed');
    }
  };
}
