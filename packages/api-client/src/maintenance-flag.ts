import { apiBaseUrl } from './base-url';
import { createApiClient } from './client';

/** How long one reading of the flag stands in a server process. */
export const MAINTENANCE_FLAG_TTL_MS = 5_000;

export interface MaintenanceFlagOptions {
  /** How long one reading stands. */
  ttlMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The back office's maintenance flag (`boSettings.maintenance` of `GET /init`) as the servers of
 * both apps read it: at most once every few seconds per process, so switching it on reaches
 * every page within that delay without a call per request. Requests arriving together share one
 * reading. An unreachable API keeps the last reading (off at first), so a failing API never locks
 * shoppers out; the pages report their own failures.
 */
export function maintenanceFlag(
  apiOrigin: string,
  { ttlMs = MAINTENANCE_FLAG_TTL_MS, fetch, now = Date.now }: MaintenanceFlagOptions = {},
): () => Promise<boolean> {
  const api = createApiClient({
    baseUrl: apiBaseUrl(apiOrigin),
    store: 'fr',
    device: 0,
    locale: 'fr',
    noCache: true,
    fetch,
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
        cached = { value, until: now() + ttlMs };
        pending = null;
        return value;
      });

  return () => {
    if (cached && cached.until > now()) return Promise.resolve(cached.value);
    pending ??= read();
    return pending;
  };
}
