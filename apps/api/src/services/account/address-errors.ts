import { addressErrorKey, type AddressField, type AddressValidation } from '@shop/domain/address';
import type { Locale } from '@shop/domain/locales';
import { addressMessage } from '../delivery/texts';

/**
 * The 422 of a refused address in the shopper's language: a message per field, and the spec's
 * summary line when a required field is missing (section 5), else the first field's message.
 */
export function addressErrors(
  validation: AddressValidation,
  locale: Locale,
): { message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const [field, error] of Object.entries(validation.errors))
    if (error)
      errors[field] = addressMessage(locale, addressErrorKey(field as AddressField, error));
  const message = validation.missingRequired
    ? addressMessage(locale, 'requiredFields')
    : (Object.values(errors)[0] ?? addressMessage(locale, 'saveFailed'));
  return { message, errors };
}
