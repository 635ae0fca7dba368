import { EMAIL_MAX_LENGTH, isValidEmail } from '@shop/domain/account';
import { z } from 'zod';

/** A well-formed e-mail, trimmed (newsletter, outlet, alerts). */
export const ZShopperEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .refine(isValidEmail, 'expected a well-formed e-mail');
