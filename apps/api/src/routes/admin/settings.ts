import { BACK_OFFICE } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../route';
import { adminSettings, updateSettings } from '../../services/admin/update-settings';
import { getSettings } from '../../services/site/get-settings';

/** GET and PATCH /admin/settings: maintenance, outlet popin, free-shipping amount, novelties. */
export function registerAdminSettings(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);
  route(BACK_OFFICE.adminSettings, async ({ reply }) => {
    void reply.header('Cache-Control', 'no-store');
    return adminSettings(await getSettings(context.db));
  });
  route(BACK_OFFICE.updateAdminSettings, ({ body, reply }) => {
    void reply.header('Cache-Control', 'no-store');
    return updateSettings(context.db, context.caches, body);
  });
}
