import type { TBotCheckConfig } from '@shop/api-client/schemas';
import type { BotCheckAction } from '@shop/domain/bot-check';
import type { Db } from '../../db/client';
import type { ContactEnv } from '../../env/contact';
import { createProofOfWork, type ProofOfWork } from './altcha';
import { createRecaptchaCheck } from './recaptcha';
import { spentChallengesIn } from './spent-challenges';

/**
 * A bot check scores a request from 0 (a bot) to 1 (a human); callers compare the score with
 * the domain's minimum (passesBotCheck). Any provider with a token and a score plugs in here.
 */
export interface BotCheck {
  verify(
    token: string,
    request: { action: BotCheckAction; ip: string },
  ): Promise<{ score: number }>;
}

/** The provider could not give a score (down, misconfigured): not the shopper's fault. */
export class BotCheckUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BotCheckUnavailableError';
  }
}

export interface ShopBotCheck {
  check: BotCheck;
  /** What the storefront needs to get a token (GET /bot-check/config). */
  config: TBotCheckConfig;
  /** Set when the proof of work is the provider: it hands out the challenges. */
  proofOfWork: ProofOfWork | null;
}

/** reCAPTCHA v3 once its keys are set, else the proof of work that needs nothing outside. */
export function createBotCheck(env: ContactEnv['botCheck'], db: Db): ShopBotCheck {
  if (env.recaptcha) {
    const { siteKey, sdkUrl } = env.recaptcha;
    return {
      check: createRecaptchaCheck(env.recaptcha),
      config: { provider: 'recaptcha', siteKey, sdkUrl },
      proofOfWork: null,
    };
  }
  const proofOfWork = createProofOfWork({ ...env.altcha, spent: spentChallengesIn(db) });
  return { check: proofOfWork, config: { provider: 'altcha' }, proofOfWork };
}
