import { ZOutbox, ZOutboxQuery } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { listOutbox } from '../../services/email/outbox';
import { sameSecret } from '../../services/security/secrets';

/**
 * GET /dev/outbox?to=: the e-mails the shop wrote, newest first, to read reset and welcome
 * links locally. Served outside production; in production only with OUTBOX_VIEW_TOKEN, sent
 * as `X-Outbox-Token`. Not registered at all otherwise.
 */
export function registerOutboxView(app: FastifyInstance, context: AppContext) {
  const { enabled, token } = context.env.auth.outboxView;
  if (!enabled) return;
  app.get('/dev/outbox', async (request, reply) => {
    const given = request.headers['x-outbox-token'];
    if (token && (typeof given !== 'string' || !sameSecret(given, token)))
      throw new HttpError(401, 'X-Outbox-Token required');
    const query = parseInput(ZOutboxQuery, request.query, 'query parameter');
    const emails = await listOutbox(context.db, {
      to: query.to?.toLowerCase(),
      limit: query.limit,
    });
    void reply.header('Cache-Control', 'no-store');
    return ZOutbox.parse({ emails });
  });
}
