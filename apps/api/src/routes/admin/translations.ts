import { ZAdminTranslationsWrite, ZAdminTranslationsWritten } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { writeTranslations } from '../../services/admin/write-translations';

/** PUT /admin/translations: the back office changes texts of a language (issue 30, item 20). */
export function registerAdminTranslations(app: FastifyInstance, context: AppContext): void {
  app.put('/admin/translations', async (request, reply) => {
    const body = parseInput(ZAdminTranslationsWrite, request.body, 'body');
    const written = await writeTranslations(context.db, context.caches, body);
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZAdminTranslationsWritten.parse(written) : written;
  });
}
