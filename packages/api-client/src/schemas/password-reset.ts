import { EMAIL_MAX_LENGTH, isValidEmail, isValidPassword } from '@shop/domain/account';
import { z } from 'zod';
import { zLine, zText } from './text';

/** POST /security/password-reset/request: the same answer whether the e-mail is known or not. */
export const ZPasswordResetRequest = z.object({
  email: zLine().trim().refine(isValidEmail, 'expected a well-formed e-mail'),
});
export const ZPasswordResetAccepted = z.object({ status: z.literal('accepted') });

/** POST /security/password-reset/confirm: the e-mailed token and the new password. */
export const ZPasswordResetConfirm = z.object({
  token: zText()
    .min(16)
    .max(256)
    .regex(/^[A-Za-z0-9_-]+$/, 'expected a token'),
  password: zLine().refine(
    isValidPassword,
    'expected at least 8 characters with a letter and a digit',
  ),
});

/** GET /dev/outbox: the local outbox, newest first (not served in production). */
export const ZOutboxQuery = z.object({
  to: zLine().trim().min(1).max(EMAIL_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZOutboxEmail = z.object({
  id: z.number().int(),
  to: zText(),
  kind: zText(),
  locale: zText(),
  subject: zText(),
  text: zText(),
  createdAt: zText(),
});
export const ZOutbox = z.object({ emails: z.array(ZOutboxEmail) });

export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;
export type TPasswordResetAccepted = z.infer<typeof ZPasswordResetAccepted>;
export type TPasswordResetConfirm = z.infer<typeof ZPasswordResetConfirm>;
export type TOutboxEmail = z.infer<typeof ZOutboxEmail>;
export type TOutbox = z.infer<typeof ZOutbox>;
