import { EMAIL_MAX_LENGTH, isValidEmail } from '@shop/domain/account';
import { zLine } from './text';

/** A well-formed e-mail, trimmed (newsletter, outlet, alerts). */
export const ZShopperEmail = zLine()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .refine(isValidEmail, 'expected a well-formed e-mail');
