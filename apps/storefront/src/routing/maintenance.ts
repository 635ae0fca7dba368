import { MAINTENANCE_PATH, maintenanceRedirect } from '@shop/domain/page-routing';
import { maintenanceFlag } from '@shop/api-client';
import { env } from '../env';
import type { RouteStep } from './context';
import { redirectTo } from './redirect';

// Read from the API at most every few seconds per server process (see maintenanceFlag).
const maintenanceOn = maintenanceFlag(env.API_URL);

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
