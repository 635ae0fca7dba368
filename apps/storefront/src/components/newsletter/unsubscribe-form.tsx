'use client';

import { isValidEmail } from '@shop/domain/account';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { Button } from '@shop/ui';
import { useEffect, useId, useState } from 'react';
import { loadBrowserApi } from '../../browser/browser-api';
import styles from '../pages/pages.module.css';
import { showAsyncDataError } from '../toasts/toast-store';

interface UnsubscribeFormProps {
  initialEmail: string;
  store: StoreId;
  locale: Locale;
  labels: {
    email: string;
    submit: string;
    done: string;
    invalid: string;
    error: string;
    subscribed: string;
    notSubscribed: string;
  };
}

/**
 * Whether an e-mail receives the newsletter (`GET /newsletters/is-subscribed`, section 7):
 * null while unknown. A failed check is an async-data error of the page (toast).
 */
function useSubscription(email: string, store: StoreId, locale: Locale) {
  const [state, setState] = useState<{ email: string; subscribed: boolean } | null>(null);
  useEffect(() => {
    if (!isValidEmail(email)) return;
    let current = true;
    loadBrowserApi(store, locale)
      .then(({ api }) => api.isSubscribedToNewsletter(email))
      .then((answer) => {
        if (current) setState({ email, subscribed: answer.subscribed });
      })
      .catch((error: unknown) =>
        showAsyncDataError(error, 'Unable to check the newsletter subscription'),
      );
    return () => {
      current = false;
    };
  }, [email, store, locale]);
  return state?.email === email ? state.subscribed : null;
}

/**
 * `/unsubscribe`: the newsletter preferences of the e-mail of the link — whether it is
 * subscribed, and a confirmation that takes it off the list (section 7).
 */
export function UnsubscribeForm({ initialEmail, store, locale, labels }: UnsubscribeFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'invalid' | 'error'>('idle');
  const fieldId = useId();
  const trimmed = email.trim();
  // The state of the address the page was opened for; typing another one leaves it unknown.
  const subscribed = useSubscription(initialEmail.trim(), store, locale);
  const shownSubscription = trimmed === initialEmail.trim() ? subscribed : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!isValidEmail(trimmed)) return setState('invalid');
    setState('sending');
    try {
      const { api } = await loadBrowserApi(store, locale);
      await api.unsubscribeNewsletter(trimmed);
      setState('done');
    } catch (error) {
      console.error('Unable to unsubscribe from newsletter', error);
      setState('error');
    }
  }

  if (state === 'done') return <p role="status">{labels.done}</p>;
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <p role="status" data-testid="newsletter-subscription">
        {shownSubscription === null
          ? ''
          : shownSubscription
            ? labels.subscribed
            : labels.notSubscribed}
      </p>
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
