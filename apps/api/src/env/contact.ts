import { createHmac } from 'node:crypto';
import { isValidEmail } from '@shop/domain/account';
import { z } from 'zod';
import { invalidEnvironment, parseSettings, type Source } from './load';

/**
 * Contact form settings: where its messages go and which bot check guards it (index.ts reads
 * them from the same source). reCAPTCHA v3 is used once its keys are set; until then the
 * proof-of-work check runs with nothing outside the machine.
 */

export const LOCAL_CUSTOMER_SERVICE_EMAIL = 'service@maisonrue.fr';

const ZContactSource = z.object({
  CUSTOMER_SERVICE_EMAIL: z
    .string()
    .trim()
    .refine(isValidEmail, 'must be an e-mail address')
    .default(LOCAL_CUSTOMER_SERVICE_EMAIL),
  // Signs the proof-of-work challenges; derived from JWT_SECRET when not set.
  BOT_CHECK_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // How long a challenge may be solved and used: a shopper writing a long message fetches a
  // new one when it runs out.
  BOT_CHECK_CHALLENGE_TTL_S: z.coerce.number().int().min(30).max(3600).default(600),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_SDK_URL: z.url().default('https://www.google.com/recaptcha/api.js'),
});

export interface RecaptchaEnv {
  siteKey: string;
  /** Secret: sent to the verify URL only, never logged. */
  secret: string;
  verifyUrl: string;
  sdkUrl: string;
}

export interface ContactEnv {
  customerServiceEmail: string;
  botCheck: {
    /** Proof of work (ALTCHA): the HMAC key of its challenges and their lifetime. */
    altcha: { hmacKey: string; challengeTtlS: number };
    /** reCAPTCHA v3; null until both keys are set. */
    recaptcha: RecaptchaEnv | null;
  };
}

/** `present` is the source without empty values; `jwtSecret` the validated JWT_SECRET. */
export function loadContactEnv(present: Source, jwtSecret: string): ContactEnv {
  const raw = parseSettings(ZContactSource, present);
  const { RECAPTCHA_SITE_KEY: siteKey, RECAPTCHA_SECRET: secret } = raw;
  if (Boolean(siteKey) !== Boolean(secret))
    throw invalidEnvironment([
      `reCAPTCHA: also set ${siteKey ? 'RECAPTCHA_SECRET' : 'RECAPTCHA_SITE_KEY'} (or neither)`,
    ]);
  // A key of its own, derived so a leaked challenge signature says nothing about the JWT key.
  const hmacKey =
    raw.BOT_CHECK_KEY ??
    createHmac('sha256', jwtSecret).update('bot-check:altcha').digest('base64url');
  return {
    customerServiceEmail: raw.CUSTOMER_SERVICE_EMAIL.toLowerCase(),
    botCheck: {
      altcha: { hmacKey, challengeTtlS: raw.BOT_CHECK_CHALLENGE_TTL_S },
      recaptcha:
        raw.RECAPTCHA_SITE_KEY && raw.RECAPTCHA_SECRET
          ? {
              siteKey: raw.RECAPTCHA_SITE_KEY,
              secret: raw.RECAPTCHA_SECRET,
              verifyUrl: raw.RECAPTCHA_VERIFY_URL,
              sdkUrl: raw.RECAPTCHA_SDK_URL,
            }
          : null,
    },
  };
}
