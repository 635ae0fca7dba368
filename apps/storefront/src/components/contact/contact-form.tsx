'use client';

import type { TBotCheckConfig, TContactField } from '@shop/api-client/schemas';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECTS,
  ORDER_REFERENCE_MAX_LENGTH,
} from '@shop/domain/contact';
import { NAME_MAX_LENGTH } from '@shop/domain/account';
import { interpolate } from '@shop/i18n/interpolate';
import { Button, CheckIcon } from '@shop/ui';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormMessage } from '../forms/form-message';
import type { ContactFormLabels } from './contact-labels';
import styles from './contact.module.css';
import { useContactSubmit } from './use-contact-submit';

interface ContactFormProps {
  store: StoreId;
  locale: Locale;
  botCheck: TBotCheckConfig;
  labels: ContactFormLabels;
}

/**
 * The contact form (journey sections 2 and 5): labels above fields, errors below them in
 * words; its checks and sending are useContactSubmit's.
 */
export function ContactForm({ store, locale, botCheck, labels }: ContactFormProps) {
  const form = useContactSubmit(store, locale, botCheck);
  const { values, errors, stage, problem, sent, fields } = form;
  const id = useId();
  const successHeading = useRef<HTMLHeadingElement>(null);
  const submitArea = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) successHeading.current?.focus();
  }, [sent]);

  const fieldId = (name: TContactField) => `${id}-${name}`;

  if (sent)
    return (
      <div className={styles.success} role="status">
        <span className={styles.successIcon} aria-hidden="true">
          <CheckIcon />
        </span>
        <h2 ref={successHeading} tabIndex={-1}>
          {labels.successTitle}
        </h2>
        <p>{interpolate(labels.successText, sent)}</p>
        <Button variant="secondary" onClick={form.startAgain}>
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
    ) => form.change(name, event.target.value),
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      // Checked when the shopper moves on to another field. Not when they go for the button:
      // an error appearing above it would move it under the pointer and lose the click, and
      // sending checks every field anyway.
      const next = event.relatedTarget;
      if (next instanceof HTMLElement && next.matches('input, select, textarea')) form.leave(name);
    },
  });

  const problemText =
    problem &&
    {
      summary: labels.summary,
      rateLimited:
        problem.kind === 'rateLimited'
          ? interpolate(labels.rateLimited, { minutes: problem.minutes })
          : '',
      botCheck: labels.botCheck,
      failed: labels.failed,
    }[problem.kind];

  return (
    <form
      className={styles.form}
      onSubmit={form.submit}
      onFocus={form.prepare}
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
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            // A few more than the longest so an extra character shows its error, not vanishes.
            maxLength={ORDER_REFERENCE_MAX_LENGTH + 4}
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
            form.clearProblem();
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
