import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { countedBy, createPublicLimit, PUBLIC_POLICIES } from '../../http/public-limiter';
import { router } from '../route';
import { hashData } from '../../services/tracking/hash-data';

/** POST /generate-encrypted-data: `{ data }` to `{ hashedData }`, never cached or echoed. */
export function registerEncryptedData(app: FastifyInstance, context: AppContext): void {
  const limit = createPublicLimit(app, context.env.auth);
  router(app, context)(
    BROWSING.generateEncryptedData,
    ({ body: { data }, reply }) => {
      void reply.header('Cache-Control', 'no-store');
      return { hashedData: hashData(context.env.encryptionKey, data) };
    },
    countedBy(limit, PUBLIC_POLICIES.encryptedData),
  );
}
