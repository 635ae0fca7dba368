'use client';

import { isValidEmail } from '@shop/domain/account';
import { Button } from '@shop/ui';
import { shopHeaders } from '../../lib/browser-api';
import { useId, useState } from 'react';
import styles from '../pages/pages.module.css';

interface UnsubscribeFormProps {
  initialEmail: string;
  store: string;
  locale: string;
  labels: { email: string; submit: string; done: string; invalid: string; error: string };
}

/** `/unsubscribe`: the e-mail of the link, confirmed, leaves the newsletter (section 7). */
export function UnsubscribeForm({ initialEmail, store, locale, labels }: UnsubscribeFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'invalid' | 'error'>('idle');
  const fieldId = useId();
  const trimmed = email.trim();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!isValidEmail(trimmed)) return setState('invalid');
    setState('sending');
    try {
      const answer = await fetch('/api/v5/newsletters/unsubscribe', {
        method: 'PATCH',
        headers: shopHeaders(store, locale),
        body: JSON.stringify({ email: trimmed }),
      });
      if (!answer.ok) throw new Error(`unsubscribe answered ${answer.status}`);
      setState('done');
    } catch (error) {
      console.error('Unable to unsubscribe from newsletter', error);
      setState('error');
    }
  }

  if (state === 'done') return <p role="status">{labels.done}</p>;
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <label htmlFor={fieldId}>{labels.email}</label>
      <input
        id={fieldId}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        aria-invalid={state === 'invalid' || undefined}
        aria-describedby={state === 'invalid' || state === 'error' ? `${fieldId}-error` : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          if (state === 'invalid' || state === 'error') setState('idle');
        }}
      />
      {(state === 'invalid' || state === 'error') && (
        <p id={`${fieldId}-error`} role="alert" className={styles.error}>
          {state === 'invalid' ? labels.invalid : labels.error}
        </p>
      )}
      <Button
        type="submit"
        disabled={!trimmed}
        loading={state === 'sending'}
        loadingLabel={labels.submit}
      >
        {labels.submit}
      </Button>
    </form>
  );
}
