'use client';

import { CONTACT_FIELDS, type TBotCheckConfig, type TContactField } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { useMemo, useRef, useState } from 'react';
import { apiErrorOf, loadBrowserApi } from '../../browser/browser-api';
import { botTokenSource } from './bot-token';
import {
  checkContact,
  checkContactField,
  EMPTY_CONTACT,
  type ContactErrors,
  type ContactValues,
} from './contact-values';

type Stage = 'idle' | 'verifying' | 'sending';
export type ContactProblem =
  | { kind: 'summary' }
  | { kind: 'rateLimited'; minutes: number }
  | { kind: 'botCheck' }
  | { kind: 'failed' };

/** The spec's limiter refuses for 5 minutes at most; Retry-After says how long is left. */
const minutesToWait = (retryAfter: string | null | undefined) =>
  Math.max(1, Math.ceil((Number(retryAfter) || 300) / 60));

/** What a refused `POST /contact/messages` tells the shopper, and the field it names if any. */
function refusal(error: unknown): { problem: ContactProblem; field?: TContactField } {
  const answer = apiErrorOf(error);
  if (answer?.status === 429)
    return {
      problem: {
        kind: 'rateLimited',
        minutes: minutesToWait(answer.response.headers?.get('Retry-After')),
      },
    };
  if (answer?.status === 403) return { problem: { kind: 'botCheck' } };
  console.error('Unable to send the contact message', error);
  const named = (answer?.data as { field?: unknown } | undefined)?.field;
  return { problem: { kind: 'failed' }, field: CONTACT_FIELDS.find((name) => name === named) };
}

/**
 * The contact form's state and submit flow (journey sections 2 and 5): fields checked in the
 * browser with the API's own schema, a bot-check token from the configured provider, then
 * `POST /contact/messages` through the API client; each refusal becomes the shopper's message.
 */
export function useContactSubmit(store: StoreId, locale: Locale, botCheck: TBotCheckConfig) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [stage, setStage] = useState<Stage>('idle');
  const [problem, setProblem] = useState<ContactProblem | null>(null);
  const [sent, setSent] = useState<{ firstName: string; email: string } | null>(null);
  const fields = useRef<Partial<Record<TContactField, HTMLElement | null>>>({});
  const tokens = useMemo(
    () => botTokenSource(botCheck, { store, locale }),
    [botCheck, store, locale],
  );

  function change(name: TContactField, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    // A field in error is checked again as it is typed, so the message leaves when it is right.
    if (errors[name]) setErrors({ ...errors, [name]: checkContactField(next, name) });
  }

  function leave(name: TContactField) {
    if (values[name].trim() || attempted)
      setErrors({ ...errors, [name]: checkContactField(values, name) });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (stage !== 'idle') return;
    setAttempted(true);
    const checked = checkContact(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setProblem({ kind: 'summary' });
      const first = CONTACT_FIELDS.find((name) => checked.errors[name]);
      if (first) fields.current[first]?.focus();
      return;
    }
    setErrors({});
    setProblem(null);

    setStage('verifying');
    let botToken: string;
    try {
      botToken = await tokens.token();
    } catch (error) {
      console.error('Unable to get a bot-check token', error);
      setProblem({ kind: 'botCheck' });
      setStage('idle');
      return;
    }

    setStage('sending');
    try {
      const { api } = await loadBrowserApi(store, locale);
      await api.sendContactMessage({ ...checked.body, botToken });
      setSent({ firstName: checked.body.firstName, email: checked.body.email });
      setValues({
        ...EMPTY_CONTACT,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
      });
      setAttempted(false);
    } catch (error) {
      const refused = refusal(error);
      if (refused.field)
        setErrors({ [refused.field]: checkContactField(values, refused.field) ?? 'required' });
      setProblem(refused.problem);
    } finally {
      setStage('idle');
    }
  }

  return {
    values,
    errors,
    stage,
    problem,
    sent,
    fields,
    change,
    leave,
    submit,
    prepare: () => tokens.prepare(),
    clearProblem: () => setProblem(null),
    startAgain: () => setSent(null),
  };
}
