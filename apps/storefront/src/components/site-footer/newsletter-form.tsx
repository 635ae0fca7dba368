'use client';

import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { Button, useCloseOnBack } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { apiErrorOf, loadBrowserApi } from '../../browser/browser-api';
import { reportError } from '../../browser/report-error';
import styles from './site-footer.module.css';

interface NewsletterFormProps {
  store: StoreId;
  locale: Locale;
  labels: {
    title: string;
    text: string;
    email: string;
    submit: string;
    sending: string;
    successTitle: string;
    successText: string;
    errorTitle: string;
    errorText: string;
    close: string;
  };
}

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * The footer newsletter form (storefront sections 2 and 5): the e-mail is trimmed and the
 * button stays disabled while it is empty; every attempt ends in the `subscribe` modal with a
 * confirmation or the first message of a 422 answer. Other failures are reported only.
 */
export function NewsletterForm({ store, locale, labels }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const fieldId = useId();
  const trimmed = email.trim();

  useEffect(() => {
    if (outcome && !dialog.current?.open) dialog.current?.showModal();
  }, [outcome]);
  // Its `close` event clears the outcome, as the button's does.
  useCloseOnBack(outcome !== null, () => dialog.current?.close());

  async function subscribe(event: React.FormEvent) {
    event.preventDefault();
    if (!trimmed || sending) return;
    setSending(true);
    try {
      const { api } = await loadBrowserApi(store, locale);
      await api.subscribeNewsletter(trimmed);
      setOutcome({ ok: true });
      setEmail('');
    } catch (error) {
      // A 422 says why in the shop's words; any other failure is reported only.
      const answer = apiErrorOf(error);
      const messages = (answer?.data as { messages?: unknown } | undefined)?.messages;
      const first = answer?.status === 422 && Array.isArray(messages) ? messages[0] : null;
      if (typeof first !== 'string' || !first)
        reportError('Unable to subscribe to newsletter', error);
      setOutcome({
        ok: false,
        message: typeof first === 'string' && first ? first : labels.errorText,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.newsletter} aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>{labels.title}</h2>
      <p>{labels.text}</p>
      <form onSubmit={subscribe} noValidate className={styles.newsletterForm}>
        <label htmlFor={fieldId} className="ui-visually-hidden">
          {labels.email}
        </label>
        <input
          id={fieldId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={labels.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={!trimmed} loading={sending} loadingLabel={labels.sending}>
          {labels.submit}
        </Button>
      </form>
      {outcome && (
        <dialog
          ref={dialog}
          className={styles.modal}
          data-modal="subscribe"
          aria-labelledby={`${fieldId}-modal`}
          onClose={() => setOutcome(null)}
        >
          <h2 id={`${fieldId}-modal`}>{outcome.ok ? labels.successTitle : labels.errorTitle}</h2>
          <p role={outcome.ok ? 'status' : 'alert'}>
            {outcome.ok ? labels.successText : outcome.message}
          </p>
          <form method="dialog">
            <Button type="submit">{labels.close}</Button>
          </form>
        </dialog>
      )}
    </section>
  );
}
