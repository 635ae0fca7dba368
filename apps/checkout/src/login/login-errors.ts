import { ApiError } from '@shop/api-client';

/** Message keys (under `account.errors.`) for a failed sign-in or sign-up call (section 8). */
export function signInErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'badCredentials';
    if (error.status === 409) return 'emailTaken';
    if (error.status === 429) return 'tooMany';
  }
  return 'default';
}

/** Field errors of the domain rules to their message keys. */
export function fieldErrorKey(field: string, error: string): string {
  return error === 'required' ? `${field}Required` : error;
}

/**
 * A login refused because the account is past its failed attempts: the API names `botToken`,
 * and lets the owner in with the right password and a passed bot check.
 */
export function needsBotCheck(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 429 &&
    (error.data as { field?: unknown } | undefined)?.field === 'botToken'
  );
}
