'use client';

import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { interpolate } from '@shop/i18n/interpolate';
import { Button } from '@shop/ui';
import { useEffect, useId, useState } from 'react';
import { apiFailure, loadBrowserApi, secureCall, SignedOutError } from '../../browser/browser-api';
import messages from '../forms/form-messages.module.css';
import { useShopper } from '../shopper/use-shopper';
import styles from './stock-alert-form.module.css';

export interface StockAlertLabels {
  title: string;
  /** "La taille {{size}} est épuisée…" with the placeholder left in. */
  text: string;
  email: string;
  submit: string;
  sending: string;
  /** "… à {{email}} … taille {{size}}." with both placeholders left in. */
  done: string;
  invalidEmail: string;
  tooMany: string;
  failed: string;
}

interface StockAlertFormProps {
  productId: number;
  size: { id: number; label: string };
  store: StoreId;
  locale: Locale;
  labels: StockAlertLabels;
}

type State =
  | { step: 'idle' | 'sending' }
  | { step: 'done'; email: string }
  | { step: 'error'; message: string; field: boolean };

/**
 * "Alert me when back in stock" on a sold-out size (journey sections 3 and 7): POST
 * /product-alerts with the e-mail, null fields left out by the client. A conflict (already
 * subscribed, or back in stock meanwhile) shows the API's message, which is in the shopper's
 * language; the API sends the e-mail through its outbox when the size comes back.
 */
export function StockAlertForm({ productId, size, store, locale, labels }: StockAlertFormProps) {
  // The signed-in shopper, known in the browser (issue 20): the field starts with their e-mail
  // unless something was typed, and the alert carries their id.
  const customer = useShopper(store, locale);
  const [email, setEmail] = useState('');
  useEffect(() => {
    if (customer) setEmail((typed) => typed || customer.email);
  }, [customer]);
  const [state, setState] = useState<State>({ step: 'idle' });
  const id = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const loaded = await loadBrowserApi(store, locale);
    const { client, api } = loaded;
    const parsed = client.ZShopperEmail.safeParse(email);
    if (!parsed.success) {
      setState({ step: 'error', message: labels.invalidEmail, field: true });
      return;
    }
    setState({ step: 'sending' });
    const body = {
      productId,
      productSizeId: size.id,
      customerId: customer?.id ?? null,
      deviceTokenSalesforce: null,
      email: parsed.data,
      alertType: 'email',
    };
    try {
      if (customer) {
        try {
          await secureCall(loaded, (token) => api.createProductAlert(body, token));
        } catch (error) {
          // A session that ended still leaves an e-mail to write to.
          if (!(error instanceof SignedOutError)) throw error;
          await api.createProductAlert({ ...body, customerId: null });
        }
      } else {
        await api.createProductAlert(body);
      }
      setState({ step: 'done', email: parsed.data });
    } catch (error) {
      const failure = apiFailure(client, error);
      if (failure?.status === 409 && failure.message)
        setState({ step: 'error', message: failure.message, field: false });
      else if (failure?.status === 400)
        setState({ step: 'error', message: labels.invalidEmail, field: true });
      else if (failure?.status === 429)
        setState({ step: 'error', message: labels.tooMany, field: false });
      else {
        console.error('Unable to subscribe to the product alert', error);
        setState({ step: 'error', message: labels.failed, field: false });
      }
    }
  }

  if (state.step === 'done')
    return (
      <p className={messages.success} role="status">
        {interpolate(labels.done, { email: state.email, size: size.label })}
      </p>
    );

  const fieldError = state.step === 'error' && state.field;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {labels.title}
      </h3>
      <p className={styles.text}>{interpolate(labels.text, { size: size.label })}</p>
      <label htmlFor={`${id}-email`} className={styles.label}>
        {labels.email}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          aria-invalid={fieldError || undefined}
          aria-describedby={state.step === 'error' ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (state.step === 'error') setState({ step: 'idle' });
          }}
        />
        <Button type="submit" loading={state.step === 'sending'} loadingLabel={labels.sending}>
          {labels.submit}
        </Button>
      </div>
      {state.step === 'error' && (
        <p id={`${id}-error`} className={messages.error} role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
