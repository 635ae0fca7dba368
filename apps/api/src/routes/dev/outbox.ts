import { ZOutbox, ZOutboxQuery } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { listOutbox } from '../../services/email/outbox';

// request.ip is the client's address (trustProxy believes the gateway's X-Forwarded-For).
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * GET /dev/outbox?to=: the e-mails the shop wrote, newest first, to read reset and welcome
 * links locally. Registered only in an explicit development or test mode, and answered only to
 * a browser on this machine: anyone else reading it could take any account by its reset link.
 */
export function registerOutboxView(app: FastifyInstance, context: AppContext) {
  if (!context.env.auth.outboxView.enabled) return;
  app.get('/dev/outbox', async (request, reply) => {
    if (!LOOPBACK.test(request.ip)) throw new HttpError(404, 'Route GET /dev/outbox not found');
    const query = parseInput(ZOutboxQuery, request.query, 'query parameter');
    const emails = await listOutbox(context.db, {
      to: query.to?.toLowerCase(),
      limit: query.limit,
    });
    void reply.header('Cache-Control', 'no-store');
    return ZOutbox.parse({ emails });
  });
}
