import { ZAdminSettings, ZAdminSettingsPatch } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { adminSettings, updateSettings } from '../../services/admin/update-settings';
import { getSettings } from '../../services/site/get-settings';

/** GET and PATCH /admin/settings: maintenance, outlet popin, free-shipping amount, novelties. */
export function registerAdminSettings(app: FastifyInstance, context: AppContext): void {
  app.get('/admin/settings', async (_request, reply) => {
    const settings = adminSettings(await getSettings(context.db));
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZAdminSettings.parse(settings) : settings;
  });
  app.patch('/admin/settings', async (request, reply) => {
    const patch = parseInput(ZAdminSettingsPatch, request.body, 'body');
    const settings = await updateSettings(context.db, context.caches, patch);
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZAdminSettings.parse(settings) : settings;
  });
}
