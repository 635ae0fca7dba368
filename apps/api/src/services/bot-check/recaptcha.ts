import { z } from 'zod';
import type { RecaptchaEnv } from '../../env/contact';
import { BotCheckUnavailableError, type BotCheck } from './bot-check';

/** The siteverify answer (reCAPTCHA v3): a score only when the token was good. */
const ZSiteverify = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Errors that say our own settings are wrong: a shopper must not be refused as a bot for them. */
const CONFIGURATION_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret']);

/**
 * reCAPTCHA v3: the token is checked by the provider's siteverify endpoint with our secret.
 * A bad, reused or expired token, or one issued for another action, scores 0.
 */
export function createRecaptchaCheck(
  env: Pick<RecaptchaEnv, 'secret' | 'verifyUrl'>,
  options: { timeoutMs?: number } = {},
): BotCheck {
  return {
    async verify(token, { action, ip }) {
      let response: Response;
      try {
        response = await fetch(env.verifyUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: env.secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch (cause) {
        throw new BotCheckUnavailableError('reCAPTCHA did not answer', { cause });
      }
      if (!response.ok) throw new BotCheckUnavailableError(`reCAPTCHA answered ${response.status}`);
      const answer = ZSiteverify.safeParse(await response.json().catch(() => null));
      if (!answer.success) throw new BotCheckUnavailableError('reCAPTCHA answered no verdict');
      const { success, score, action: tokenAction } = answer.data;
      const errors = answer.data['error-codes'] ?? [];
      if (errors.some((code) => CONFIGURATION_ERRORS.has(code)))
        throw new BotCheckUnavailableError(`reCAPTCHA refused our settings: ${errors.join(', ')}`);
      if (!success || tokenAction !== action || typeof score !== 'number') return { score: 0 };
      return { score };
    },
  };
}
