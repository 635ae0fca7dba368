import { ZFieldErrors } from '@shop/api-client';
import type { Validation } from '@shop/domain/account';
import { ApiError } from '@shop/api-client';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiWrite } from '../../app/use-api-write';
import { focusFirstInvalid } from '../../forms/focus';
import { apiMessage } from './api-message';

export interface FormNotice {
  kind: 'error' | 'success';
  text: string;
}

/** Field errors the account area words itself; the others are the sign-up form's. */
const AREA_MESSAGES = new Set([
  'oldPasswordRequired',
  'newPasswordRequired',
  'samePassword',
  'invalidDate',
  'invalidPhone',
]);

/** The message of a domain field error (`required`, `invalidPhone`...) in the shopper's language. */
export function fieldErrorText(t: TFunction, field: string, error: string): string {
  const key = error === 'required' ? `${field}Required` : error;
  return AREA_MESSAGES.has(key) ? t(`accountArea.errors.${key}`) : t(`account.errors.${key}`);
}

/** One send of an account form: its call, and how a refusal other than a 422 is worded. */
interface AccountSend<F extends string> {
  call: () => Promise<void>;
  fallback: string;
  explain?: (failure: unknown) => { field?: F; text: string } | null;
}

/**
 * The state every account form shares: field messages (from the domain check before sending,
 * or the API's 422 after) with the focus moved to the first refused field, the form's own
 * notice, and the busy flag while its call runs (the write's `isPending`).
 */
export function useAccountForm<F extends string>(fields: readonly F[]) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);

  function refuse(fieldErrors: Partial<Record<F, string>>, summary: string | null) {
    setErrors(fieldErrors);
    setNotice(summary ? { kind: 'error', text: summary } : null);
    requestAnimationFrame(() => focusFirstInvalid(form.current));
  }

  const write = useApiWrite<AccountSend<F>>({
    mutationFn: ({ call }) => call(),
    onMutate: () => setNotice(null),
    onError: (failure, { fallback, explain }) => {
      const explained = explain?.(failure);
      if (explained) {
        if (explained.field)
          refuse({ [explained.field]: explained.text } as Partial<Record<F, string>>, null);
        else refuse({}, explained.text);
        return;
      }
      const refusal =
        failure instanceof ApiError && failure.status === 422
          ? ZFieldErrors.safeParse(failure.data)
          : null;
      if (refusal?.success) {
        const known = Object.entries(refusal.data.errors).filter(([field]) =>
          (fields as readonly string[]).includes(field),
        );
        refuse(Object.fromEntries(known) as Partial<Record<F, string>>, refusal.data.message);
        return;
      }
      refuse({}, apiMessage(failure) ?? fallback);
    },
  });

  /** Shows a domain check's refusals; true when the values passed. */
  function check(validation: Validation<F>): boolean {
    if (validation.valid) {
      setErrors({});
      return true;
    }
    const texts = Object.fromEntries(
      Object.entries(validation.errors).map(([field, error]) => [
        field,
        fieldErrorText(t, field, error as string),
      ]),
    ) as Partial<Record<F, string>>;
    refuse(texts, validation.missingRequired ? t('account.errors.requiredFields') : null);
    return false;
  }

  /**
   * Runs the form's call, busy meanwhile (not again while it runs). A 422 puts the API's
   * messages under their fields; `explain` may word any other refusal (a field's message, or
   * the form's), else the API's own message or `fallback` is the form's notice.
   */
  function send(
    call: () => Promise<void>,
    {
      fallback = t('accountArea.errors.saveFailed'),
      explain,
    }: Pick<Partial<AccountSend<F>>, 'fallback' | 'explain'> = {},
  ) {
    write.run({ call, fallback, explain });
  }

  return { form, errors, setErrors, notice, setNotice, busy: write.isPending, check, send };
}
