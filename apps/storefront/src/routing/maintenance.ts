import { MAINTENANCE_PATH, maintenanceRedirect } from '@shop/domain/page-routing';
import { apiBaseUrl, createApiClient } from '@shop/api-client';
import { env } from '../env';
import type { RouteStep } from './context';
import { redirectTo } from './redirect';

// The flag is read from the API at most every few seconds per server process: switching
// maintenance on reaches every page within that delay without a call per request.
const FLAG_TTL_MS = 5_000;
let cached: { value: boolean; until: number } | null = null;

async function maintenanceOn(): Promise<boolean> {
  const now = Date.now();
  if (cached && cached.until > now) return cached.value;
  const api = createApiClient({
    baseUrl: apiBaseUrl(env.API_URL),
    store: 'fr',
    device: 0,
    locale: 'fr',
    noCache: true,
  });
  const value = await api
    .init()
    .then((init) => init.boSettings.maintenance)
    .catch((error: unknown) => {
      // An unreachable API must not lock shoppers out: pages report their own failures.
      console.error(
        'Unable to read the maintenance flag',
        error instanceof Error ? error.message : error,
      );
      return cached?.value ?? false;
    });
  cached = { value, until: now + FLAG_TTL_MS };
  return value;
}

/**
 * Flag on: every route goes to /maintenance, which answers 503 so crawlers and monitors see a
 * temporary outage; flag off: /maintenance goes home. A `maintenance` query shows the page
 * (503) whatever the flag, for operators to check it before switching.
 */
export const maintenance: RouteStep = async (context) => {
  if (context.url.searchParams.has('maintenance')) {
    context.status = 503;
    context.path = MAINTENANCE_PATH;
    return;
  }
  const on = await maintenanceOn();
  const target = maintenanceRedirect(context.path, on);
  if (target) return redirectTo(context, target, '', 302);
  if (on) context.status = 503;
};
