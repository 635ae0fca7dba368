import { NAME_MAX_LENGTH } from '@shop/domain/account';
import { BOT_CHECK_ACTIONS } from '@shop/domain/bot-check';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_SUBJECTS,
  ORDER_REFERENCE_PATTERN,
} from '@shop/domain/contact';
import { z } from 'zod';
import { zLine, zText } from './text';
import { ZShopperEmail } from './shopper-email';

/**
 * The contact form (journey sections 2, 5 and 9). The storefront checks the form with this
 * schema before sending and the API checks the body with it again: one rule, two places.
 */

const ZName = zLine().trim().min(1, 'required').max(NAME_MAX_LENGTH, 'too long');

/** A bot-check token: an ALTCHA payload (base64 JSON) or a reCAPTCHA token. */
export const ZBotToken = zText().min(1, 'required').max(8192, 'too long');

export const ZContactRequest = z.object({
  firstName: ZName,
  lastName: ZName,
  email: ZShopperEmail,
  subject: z.enum(CONTACT_SUBJECTS),
  /**
   * Left out when the shopper gives none: 1 to 8 digits or an order number as printed
   * (`FR-2612-00001B`), kept upper-cased (normalizeOrderReference of @shop/domain/contact).
   */
  orderId: zLine()
    .trim()
    .toUpperCase()
    .regex(ORDER_REFERENCE_PATTERN, 'expected 1 to 8 digits or an order number')
    .optional(),
  message: zText()
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, `expected at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`)
    .max(CONTACT_MESSAGE_MAX_LENGTH, `expected at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
  botToken: ZBotToken,
});

/** The fields a shopper fills (everything but the bot-check token). */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'subject',
  'orderId',
  'message',
] as const;
export type TContactField = (typeof CONTACT_FIELDS)[number];

/** 201 of POST /contact/messages: stored, and sent to the customer service. */
export const ZContactAccepted = z.object({ status: z.literal('received') });

/**
 * GET /bot-check/config: which provider the forms get a token from. ALTCHA (proof of work)
 * needs nothing but `GET /bot-check/challenge`; reCAPTCHA v3 needs its public site key.
 */
export const ZBotCheckConfig = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha') }),
  z.object({ provider: z.literal('recaptcha'), siteKey: zText().min(1), sdkUrl: z.url() }),
]);

export const ZBotCheckChallengeQuery = z.object({ action: z.enum(BOT_CHECK_ACTIONS) });

/** An ALTCHA proof-of-work challenge (PoW v2), signed by the API; solved in the browser. */
export const ZAltchaChallenge = z.object({
  parameters: z.looseObject({
    algorithm: zText(),
    nonce: zText(),
    salt: zText(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: zText(),
    expiresAt: z.number().optional(),
    data: z.record(zText(), z.union([zText(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: zText(),
});

/** A solved challenge as the browser sends it, base64 of this JSON (ALTCHA's payload). */
export const ZAltchaSolution = z.object({
  challenge: ZAltchaChallenge,
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: zText().regex(/^[0-9a-f]{2,256}$/),
  }),
});

export type TContactRequest = z.infer<typeof ZContactRequest>;
export type TContactAccepted = z.infer<typeof ZContactAccepted>;
export type TBotCheckConfig = z.infer<typeof ZBotCheckConfig>;
export type TAltchaChallenge = z.infer<typeof ZAltchaChallenge>;
export type TAltchaSolution = z.infer<typeof ZAltchaSolution>;
