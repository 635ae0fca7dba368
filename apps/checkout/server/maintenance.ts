import { createApiClient } from '@shop/api-client';

/** How long one reading of the flag stands: the storefront's delay (routing/maintenance.ts). */
export const MAINTENANCE_FLAG_TTL_MS = 5_000;

/**
 * The back office's maintenance flag (`boSettings.maintenance` of `GET /init`), read at most
 * once every few seconds per process: switching it on reaches every page within that delay
 * without a call per request. An unreachable API keeps the last reading (off at first), so a
 * failing API never locks shoppers out of their basket; the pages report their own failures.
 */
export function maintenanceFlag(
  apiUrl: string,
  ttlMs = MAINTENANCE_FLAG_TTL_MS,
): () => Promise<boolean> {
  const api = createApiClient({
    baseUrl: `${apiUrl}/api/v5`,
    store: 'fr',
    device: 0,
    locale: 'fr',
    noCache: true,
  });
  let cached: { value: boolean; until: number } | null = null;
  let pending: Promise<boolean> | null = null;

  const read = () =>
    api
      .init()
      .then((init) => init.boSettings.maintenance)
      .catch((error: unknown) => {
        console.error(
          'Unable to read the maintenance flag',
          error instanceof Error ? error.message : error,
        );
        return cached?.value ?? false;
      })
      .then((value) => {
        cached = { value, until: Date.now() + ttlMs };
        pending = null;
        return value;
      });

  return () => {
    if (cached && cached.until > Date.now()) return Promise.resolve(cached.value);
    // Requests arriving together share one reading.
    pending ??= read();
    return pending;
  };
}
