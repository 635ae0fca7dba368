import { SHOPPER } from '@shop/api-client/contract';
import { ZBotCheckConfig } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { countedBy, PUBLIC_POLICIES, type PublicLimit } from '../../http/public-limiter';
import { router } from '../route';
import type { ShopBotCheck } from '../../services/bot-check/bot-check';

/**
 * GET /bot-check/config: the provider the forms get their token from (public values only).
 * GET /bot-check/challenge?action=contact: a fresh proof-of-work challenge, never cached.
 */
export function registerBotCheck(
  app: FastifyInstance,
  context: AppContext,
  botCheck: ShopBotCheck,
  limit: PublicLimit,
): void {
  const route = router(app, context);
  const config = ZBotCheckConfig.parse(botCheck.config);
  route(SHOPPER.botCheckConfig, ({ reply }) => {
    void reply.header('Cache-Control', 'public, max-age=300');
    return config;
  });

  route(
    SHOPPER.botCheckChallenge,
    ({ query: { action }, reply }) => {
      if (!botCheck.proofOfWork)
        throw new HttpError(404, `This shop's bot check (${config.provider}) has no challenges`);
      void reply.header('Cache-Control', 'no-store');
      return botCheck.proofOfWork.challenge(action);
    },
    countedBy(limit, PUBLIC_POLICIES.botChallenge),
  );
}
