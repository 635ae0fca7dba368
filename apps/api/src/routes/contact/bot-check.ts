import { ZBotCheckChallengeQuery, ZBotCheckConfig } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { HttpError, parseInput } from '../../http/errors';
import { PUBLIC_POLICIES, type PublicLimit } from '../../http/public-limiter';
import type { ShopBotCheck } from '../../services/bot-check/bot-check';

/**
 * GET /bot-check/config: the provider the forms get their token from (public values only).
 * GET /bot-check/challenge?action=contact: a fresh proof-of-work challenge, never cached.
 */
export function registerBotCheck(
  app: FastifyInstance,
  botCheck: ShopBotCheck,
  limit: PublicLimit,
): void {
  const config = ZBotCheckConfig.parse(botCheck.config);
  app.get('/bot-check/config', async (_request, reply) => {
    void reply.header('Cache-Control', 'public, max-age=300');
    return config;
  });

  app.get('/bot-check/challenge', async (request, reply) => {
    await limit(PUBLIC_POLICIES.botChallenge, request.ip, reply);
    const { action } = parseInput(ZBotCheckChallengeQuery, request.query, 'query parameter');
    if (!botCheck.proofOfWork)
      throw new HttpError(404, `This shop's bot check (${config.provider}) has no challenges`);
    void reply.header('Cache-Control', 'no-store');
    return botCheck.proofOfWork.challenge(action);
  });
}
