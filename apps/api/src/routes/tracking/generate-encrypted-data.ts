import { ZEncryptedData, ZEncryptedDataRequest } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { createPublicLimit, PUBLIC_POLICIES } from '../../http/public-limiter';
import { hashData } from '../../services/tracking/hash-data';

/** POST /generate-encrypted-data: `{ data }` to `{ hashedData }`, never cached or echoed. */
export function registerEncryptedData(app: FastifyInstance, context: AppContext): void {
  const limit = createPublicLimit(app, context.env.auth);
  app.post('/generate-encrypted-data', async (request, reply) => {
    await limit(PUBLIC_POLICIES.encryptedData, request.ip, reply);
    const { data } = parseInput(ZEncryptedDataRequest, request.body, 'body');
    const body = { hashedData: hashData(context.env.encryptionKey, data) };
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZEncryptedData.parse(body) : body;
  });
}
