'use client';

import { CONTACT_FIELDS, type TBotCheckConfig, type TContactField } from '@shop/api-client/schemas';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECTS,
  ORDER_ID_MAX_LENGTH,
} from '@shop/domain/contact';
import { NAME_MAX_LENGTH } from '@shop/domain/account';
import { Button, CheckIcon } from '@shop/ui';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { shopHeaders } from '../../lib/browser-api';
import { FormMessage } from '../forms/form-message';
import { botTokenSource } from './bot-token';
import type { ContactFormLabels } from './contact-labels';
import {
  checkContact,
  checkContactField,
  EMPTY_CONTACT,
  type ContactErrors,
  type ContactValues,
} from './contact-values';
import styles from './contact.module.css';

interface ContactFormProps {
  /** The API's base path as the browser reaches it (same origin). */
  apiBase: string;
  store: string;
  locale: string;
  botCheck: TBotCheckConfig;
  labels: ContactFormLabels;
}

type Stage = 'idle' | 'verifying' | 'sending';
type Problem =
  | { kind: 'summary' }
  | { kind: 'rateLimited'; minutes: number }
  | { kind: 'botCheck' }
  | { kind: 'failed' };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The spec's limiter refuses for 5 minutes at most; Retry-After says how long is left. */
const minutesToWait = (retryAfter: string | null) =>
  Math.max(1, Math.ceil((Number(retryAfter) || 300) / 60));

/**
 * The contact form (journey sections 2 and 5): labels above fields, errors below them in
 * words, checked in the browser with the API's own schema (order id of 1 to 8 digits) and
 * again by the API; a bot-check token is fetched from the configured provider at send.
 */
export function ContactForm({ apiBase, store, locale, botCheck, labels }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [stage, setStage] = useState<Stage>('idle');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState<{ firstName: string; email: string } | null>(null);
  const id = useId();
  const fields = useRef<Partial<Record<TContactField, HTMLElement | null>>>({});
  const successHeading = useRef<HTMLHeadingElement>(null);
  const submitArea = useRef<HTMLDivElement>(null);
  const tokens = useMemo(
    () => botTokenSource(botCheck, { apiBase, store, locale }),
    [botCheck, apiBase, store, locale],
  );

  useEffect(() => {
    if (sent) successHeading.current?.focus();
  }, [sent]);

  const fieldId = (name: TContactField) => `${id}-${name}`;

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
      const answer = await fetch(`${apiBase}/contact/messages`, {
        method: 'POST',
        headers: shopHeaders(store, locale),
        body: JSON.stringify({ ...checked.body, botToken }),
      });
      if (answer.ok) {
        setSent({ firstName: checked.body.firstName, email: checked.body.email });
        setValues({
          ...EMPTY_CONTACT,
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
        });
        setAttempted(false);
      } else if (answer.status === 429) {
        setProblem({
          kind: 'rateLimited',
          minutes: minutesToWait(answer.headers.get('Retry-After')),
        });
      } else if (answer.status === 403) {
        setProblem({ kind: 'botCheck' });
      } else {
        const body = (await answer.json().catch(() => null)) as { field?: string } | null;
        const field = CONTACT_FIELDS.find((name) => name === body?.field);
        if (field) setErrors({ [field]: checkContactField(values, field) ?? 'required' });
        console.error('Unable to send the contact message', answer.status);
        setProblem({ kind: 'failed' });
      }
    } catch (error) {
      console.error('Unable to send the contact message', error);
      setProblem({ kind: 'failed' });
    } finally {
      setStage('idle');
    }
  }

  if (sent)
    return (
      <div className={styles.success} role="status">
        <span className={styles.successIcon} aria-hidden="true">
          <CheckIcon />
        </span>
        <h2 ref={successHeading} tabIndex={-1}>
          {labels.successTitle}
        </h2>
        <p>{fill(labels.successText, sent)}</p>
        <Button variant="secondary" onClick={() => setSent(null)}>
          {labels.again}
        </Button>
      </div>
    );

  const describedBy = (name: TContactField, hint: boolean) =>
    [hint && `${fieldId(name)}-hint`, errors[name] && `${fieldId(name)}-error`]
      .filter(Boolean)
      .join(' ') || undefined;

  const field = (name: TContactField, label: string, control: ReactNode, hint?: string) => {
    const error = errors[name];
    return (
      <div className={styles.field} data-field={name}>
        <label htmlFor={fieldId(name)}>{label}</label>
        {control}
        {hint && (
          <p id={`${fieldId(name)}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={`${fieldId(name)}-error`} className={styles.fieldError}>
            {labels.errors[error]}
          </p>
        )}
      </div>
    );
  };

  const common = (name: TContactField, hint = false) => ({
    id: fieldId(name),
    name,
    value: values[name],
    ref: (element: HTMLElement | null) => {
      fields.current[name] = element;
    },
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': describedBy(name, hint),
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
    ) => change(name, event.target.value),
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      // Checked when the shopper moves on to another field. Not when they go for the button:
      // an error appearing above it would move it under the pointer and lose the click, and
      // sending checks every field anyway.
      const next = event.relatedTarget;
      if (next instanceof HTMLElement && next.matches('input, select, textarea')) leave(name);
    },
  });

  const problemText =
    problem &&
    {
      summary: labels.summary,
      rateLimited:
        problem.kind === 'rateLimited'
          ? fill(labels.rateLimited, { minutes: String(problem.minutes) })
          : '',
      botCheck: labels.botCheck,
      failed: labels.failed,
    }[problem.kind];

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={() => tokens.prepare()}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {labels.title}
      </h2>
      <p className={styles.note}>{labels.note}</p>
      <div className={styles.pair}>
        {field(
          'firstName',
          labels.fields.firstName,
          <input
            {...common('firstName')}
            type="text"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH * 2}
          />,
        )}
        {field(
          'lastName',
          labels.fields.lastName,
          <input
            {...common('lastName')}
            type="text"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH * 2}
          />,
        )}
      </div>
      {field(
        'email',
        labels.fields.email,
        <input {...common('email')} type="email" inputMode="email" autoComplete="email" />,
      )}
      <div className={styles.pair}>
        {field(
          'subject',
          labels.fields.subject,
          <select {...common('subject')}>
            <option value="">{labels.fields.subjectPlaceholder}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {labels.subjects[subject]}
              </option>
            ))}
          </select>,
        )}
        {field(
          'orderId',
          labels.fields.orderId,
          <input
            {...common('orderId', true)}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            // A few more than 8 so a ninth digit shows its error instead of vanishing.
            maxLength={ORDER_ID_MAX_LENGTH + 4}
          />,
          labels.fields.orderIdHint,
        )}
      </div>
      {field(
        'message',
        labels.fields.message,
        <textarea
          {...common('message', true)}
          rows={7}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH + 100}
        />,
        labels.fields.messageHint,
      )}
      {problemText && (
        <FormMessage
          kind="error"
          closeLabel={labels.closeMessage}
          onClose={() => {
            setProblem(null);
            // The button that removed itself had the focus: it goes back to sending.
            submitArea.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
          }}
        >
          {problemText}
        </FormMessage>
      )}
      <div className={styles.actions} ref={submitArea}>
        <Button
          type="submit"
          size="lg"
          loading={stage !== 'idle'}
          loadingLabel={stage === 'verifying' ? labels.verifying : labels.sending}
        >
          {labels.submit}
        </Button>
        <p className={styles.progress} aria-hidden="true">
          {stage === 'verifying' ? labels.verifying : stage === 'sending' ? labels.sending : ''}
        </p>
      </div>
      <p className={styles.botNotice}>
        {botCheck.provider === 'recaptcha' ? (
          <>
            {labels.botNotice.recaptcha}{' '}
            <a href="https://policies.google.com/privacy" rel="noopener" target="_blank">
              {labels.botNotice.privacy}
            </a>
            {' · '}
            <a href="https://policies.google.com/terms" rel="noopener" target="_blank">
              {labels.botNotice.terms}
            </a>
          </>
        ) : (
          labels.botNotice.altcha
        )}
      </p>
    </form>
  );
}
