import {
  CONTACT_FIELDS,
  ZContactRequest,
  type TContactField,
  type TContactRequest,
} from '@shop/api-client/schemas';

/**
 * The contact form's check in the browser: the API's own schema (one rule, two places), its
 * issues turned into the field errors the form shows in the shopper's language.
 */

export type ContactValues = Record<TContactField, string>;
export type ContactFieldError =
  'required' | 'email' | 'orderId' | 'messageShort' | 'messageLong' | 'tooLong';
export type ContactErrors = Partial<Record<TContactField, ContactFieldError>>;

export const EMPTY_CONTACT: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  orderId: '',
  message: '',
};

const ZContactFields = ZContactRequest.omit({ botToken: true });

const isField = (value: unknown): value is TContactField =>
  (CONTACT_FIELDS as readonly unknown[]).includes(value);

function errorOf(field: TContactField, value: string, code: string): ContactFieldError {
  if (value.trim() === '') return 'required';
  if (field === 'email') return 'email';
  if (field === 'orderId') return 'orderId';
  if (field === 'message') return code === 'too_big' ? 'messageLong' : 'messageShort';
  if (code === 'too_big') return 'tooLong';
  return 'required';
}

/** The body to send (an empty order id left out), or the error of each wrong field. */
export function checkContact(
  values: ContactValues,
): { ok: true; body: Omit<TContactRequest, 'botToken'> } | { ok: false; errors: ContactErrors } {
  const orderId = values.orderId.trim();
  const result = ZContactFields.safeParse({ ...values, orderId: orderId || undefined });
  if (result.success) return { ok: true, body: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = errorOf(field, values[field], issue.code);
  }
  return { ok: false, errors };
}

/** The error of one field alone, to check it when the shopper leaves it. */
export function checkContactField(
  values: ContactValues,
  field: TContactField,
): ContactFieldError | undefined {
  const result = checkContact(values);
  return result.ok ? undefined : result.errors[field];
}
