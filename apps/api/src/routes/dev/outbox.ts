import { PAYMENT_AND_DEV } from '@shop/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { route } from '../route';
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
  const onlyHere = async (request: FastifyRequest) => {
    if (!LOOPBACK.test(request.ip)) throw new HttpError(404, 'Route GET /dev/outbox not found');
  };
  route(
    app,
    context,
    PAYMENT_AND_DEV.outbox,
    async ({ query, reply }) => {
      const to = query.to?.toLowerCase();
      const emails = await listOutbox(context.db, { to, limit: query.limit });
      void reply.header('Cache-Control', 'no-store');
      return { emails };
    },
    { before: onlyHere },
  );
}
