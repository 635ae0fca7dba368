import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidPassword,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '@shop/domain/account';
import { VOUCHER_KINDS, VOUCHER_ORIGINS } from '@shop/domain/vouchers';
import { z } from 'zod';
import { zLine, zText } from './text';
import { ZId, ZIdParam } from './common';

/**
 * The account area (journey sections 2, 5 and 7): profile and identity changes, vouchers and
 * gift cards, the customer's data and the closing of the account.
 */

const ZName = zLine().trim().min(1).max(NAME_MAX_LENGTH);
const ZNewPassword = zLine()
  .max(PASSWORD_MAX_LENGTH)
  .refine(isValidPassword, 'expected at least 8 characters with a letter and a digit');
const ZCurrentPassword = zLine().min(1).max(PASSWORD_MAX_LENGTH);

/**
 * PATCH /secure/account/profile: the fields to change (civility sent as gender, as the profile
 * reads it). The phone is checked against the customer's country by the API; `newsletter` is
 * the subscriptions page's switch.
 */
export const ZProfileUpdate = z
  .object({
    gender: z.number().int().min(0).max(9).nullable(),
    firstName: ZName,
    lastName: ZName,
    birthday: z.iso.date().nullable(),
    phone: zLine().trim().max(30).nullable(),
    newsletter: z.boolean(),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'expected at least one field');

/** PATCH /secure/account/password: the new one follows the password rule and differs. */
export const ZPasswordChange = z.object({
  oldPassword: ZCurrentPassword,
  newPassword: ZNewPassword,
});

/** PATCH /secure/account/email: a new sign-in e-mail, confirmed with the current password. */
export const ZEmailChange = z.object({
  email: zLine().trim().max(EMAIL_MAX_LENGTH).refine(isValidEmail, 'expected a well-formed e-mail'),
  password: ZCurrentPassword,
});

/** POST /secure/account/delete: closing the account asks for the password. */
export const ZAccountDeletion = z.object({ password: ZCurrentPassword });

export const ZVoucherKind = z.enum(VOUCHER_KINDS);
export const ZVoucherOrigin = z.enum(VOUCHER_ORIGINS);

/** A voucher or credit of the customer; amounts in euros. */
export const ZVoucher = z.object({
  id: ZId,
  kind: ZVoucherKind,
  origin: ZVoucherOrigin,
  /** The origin in the customer's language ("Carte cadeau ABCD-…-PQRS", "Avoir du retour …"). */
  label: zText(),
  amount: z.number().nonnegative(),
  remaining: z.number().nonnegative(),
  validFrom: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  state: z.enum(['active', 'used', 'expired']),
});

/** GET /secure/account/vouchers: newest first; `available` sums what can be spent now. */
export const ZVouchers = z.object({
  vouchers: z.array(ZVoucher),
  available: z.number().nonnegative(),
});

/** POST /secure/account/gift-cards: the secret code (16 characters; spaces and dashes ignored). */
export const ZGiftCardActivation = z.object({ code: zLine().trim().min(1).max(40) });

/** 201: the credit the card added. */
export const ZGiftCardActivated = z.object({ voucher: ZVoucher });

/** POST /admin/gift-cards: cards to print or send; the codes are shown this once only. */
export const ZAdminGiftCardsRequest = z.object({
  amount: z.number().positive().max(5_000),
  count: z.number().int().min(1).max(100).default(1),
  validityDays: z
    .number()
    .int()
    .min(1)
    .max(3 * 365)
    .optional(),
});

export const ZAdminGiftCards = z.object({
  giftCards: z.array(
    z.object({
      id: ZId,
      code: zText(),
      amount: z.number().positive(),
      expiresAt: z.iso.datetime({ offset: true }),
    }),
  ),
});

/**
 * GET /secure/account/export: everything the shop keeps about the customer (GDPR article 15
 * and 20), as a JSON download. Sections are kept loose: each is the API's own answer shape.
 */
export const ZAccountExport = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  profile: z.record(zText(), z.unknown()),
  addresses: z.array(z.unknown()),
  orders: z.array(z.unknown()),
  productAlerts: z.array(z.unknown()),
  reviews: z.array(z.unknown()),
  wishes: z.array(z.unknown()),
  vouchers: z.array(z.unknown()),
  consents: z.record(zText(), z.unknown()),
});

/** DELETE /secure/account/addresses/{addressID}: the address of the customer's book. */
export const ZAddressIdParams = z.object({ addressID: ZIdParam });

/** DELETE /secure/account/cards/{cardId}: the provider's id of a saved card. */
export const ZSavedCardIdParams = z.object({ cardId: zText().regex(/^[A-Za-z0-9_-]{1,100}$/) });

export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;
export type TPasswordChange = z.infer<typeof ZPasswordChange>;
export type TEmailChange = z.infer<typeof ZEmailChange>;
export type TAccountDeletion = z.infer<typeof ZAccountDeletion>;
export type TVoucher = z.infer<typeof ZVoucher>;
export type TVouchers = z.infer<typeof ZVouchers>;
export type TGiftCardActivated = z.infer<typeof ZGiftCardActivated>;
export type TAdminGiftCardsRequest = z.infer<typeof ZAdminGiftCardsRequest>;
export type TAdminGiftCards = z.infer<typeof ZAdminGiftCards>;
export type TAccountExport = z.infer<typeof ZAccountExport>;
