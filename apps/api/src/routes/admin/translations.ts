import { BACK_OFFICE } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../route';
import { writeTranslations } from '../../services/admin/write-translations';

/** PUT /admin/translations: the back office changes texts of a language (issue 30, item 20). */
export function registerAdminTranslations(app: FastifyInstance, context: AppContext): void {
  route(app, context, BACK_OFFICE.writeTranslations, ({ body, reply }) => {
    void reply.header('Cache-Control', 'no-store');
    return writeTranslations(context.db, context.caches, body);
  });
}
