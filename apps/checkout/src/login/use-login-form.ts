import type { Validation } from '@shop/domain/account';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiWrite } from '../app/use-api-write';
import { focusFirstInvalid } from '../forms/focus';
import { fieldErrorKey, signInErrorKey } from './login-errors';

export interface FormNotice {
  kind: 'error' | 'success' | 'info';
  text: string;
}

/** One send of a login or password form: its call, and the failures it words itself. */
interface LoginSend {
  call: () => Promise<void>;
  handled?: (failure: unknown) => boolean;
}

/**
 * The state the login and password forms share (sections 5 and 8): field messages from a
 * domain check with the focus on the first refused field, the form's own message, and the
 * busy flag while its call runs (the write's `isPending`).
 */
export function useLoginForm<F extends string>() {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [message, setMessage] = useState<FormNotice | null>(null);
  const write = useApiWrite<LoginSend>({
    mutationFn: ({ call }) => call(),
    onError: (failure, { handled }) => {
      if (!handled?.(failure))
        setMessage({ kind: 'error', text: t(`account.errors.${signInErrorKey(failure)}`) });
    },
  });

  /**
   * Shows a domain check's field messages, and the spec's "complete every field" line when a
   * required one is empty (unless `summary` is off). True when the values passed.
   */
  function check(validation: Validation<F>, { summary = true } = {}): boolean {
    setErrors(
      Object.fromEntries(
        Object.entries(validation.errors).map(([field, error]) => [
          field,
          t(`account.errors.${fieldErrorKey(field, error as string)}`),
        ]),
      ) as Partial<Record<F, string>>,
    );
    const missing = summary && !validation.valid && validation.missingRequired;
    setMessage(missing ? { kind: 'error', text: t('account.errors.requiredFields') } : null);
    if (!validation.valid) requestAnimationFrame(() => focusFirstInvalid(form.current));
    return validation.valid;
  }

  /**
   * Runs the form's call, busy meanwhile (not again while it runs); a failure `handled` leaves
   * alone is told in words.
   */
  function send(call: () => Promise<void>, handled?: (failure: unknown) => boolean) {
    write.run({ call, handled });
  }

  return { form, errors, message, setMessage, busy: write.isPending, check, send };
}
