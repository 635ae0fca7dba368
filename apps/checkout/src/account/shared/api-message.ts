import { ApiError } from '@shop/api-client';
import type { TFunction } from 'i18next';

/**
 * The API's own explanation of a refusal (a 4xx), already in the shopper's language (it reads
 * Accept-Language): shown as is when there is one, since it says more than a generic line.
 * Server failures (5xx) explain nothing a shopper can act on.
 */
export function apiMessage(failure: unknown): string | null {
  if (!(failure instanceof ApiError) || failure.status < 400 || failure.status >= 500) return null;
  const message = (failure.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The answer's status, null when no answer came (network) or the failure is not the API's. */
export function apiStatus(failure: unknown): number | null {
  return failure instanceof ApiError ? failure.status : null;
}

/**
 * A call guarded by the current password refused it (400 or 403): the refusal goes under the
 * password field, in the API's words or the area's own; null for any other failure.
 */
export function wrongPasswordRefusal(
  failure: unknown,
  t: TFunction,
): { field: 'password'; text: string } | null {
  const status = apiStatus(failure);
  if (status !== 400 && status !== 403) return null;
  return { field: 'password', text: apiMessage(failure) ?? t('accountArea.errors.wrongPassword') };
}
