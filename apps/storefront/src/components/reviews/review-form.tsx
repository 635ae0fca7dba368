'use client';

import type { Locale } from '@shop/domain/locales';
import { REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX, type Rating } from '@shop/domain/reviews';
import type { StoreId } from '@shop/domain/stores';
import { Button, RatingInput } from '@shop/ui';
import { useId, useState } from 'react';
import { apiFailure, loadBrowserApi, secureCall, SignedOutError } from '../../browser/browser-api';
import { hasBrowserSession } from '../../browser/shopper';
import { useConnectModal } from '../connect-modal';
import messages from '../forms/form-messages.module.css';
import styles from './reviews.module.css';

export interface ReviewFormLabels {
  write: string;
  title: string;
  rating: string;
  /** Each star's name, from 1 to 5 ("1 étoile", "2 étoiles"…), filled on the server. */
  stars: string[];
  titleField: string;
  commentField: string;
  submit: string;
  sending: string;
  cancel: string;
  ratingRequired: string;
  sent: string;
  already: string;
  failed: string;
  signIn: string;
  moderation: string;
}

interface ReviewFormProps {
  productId: number;
  store: StoreId;
  locale: Locale;
  labels: ReviewFormLabels;
}

type State = { step: 'closed' | 'open' | 'sending' | 'sent' } | { step: 'error'; message: string };

/**
 * Rating and reviewing need a login (journey sections 2 and 4): a guest who asks to review
 * gets the connect modal; a signed-in shopper rates from 1 to 5 with an optional title and
 * text, POST /secure/products/{id}/reviews, and is told it appears once moderated.
 */
export function ReviewForm({ productId, store, locale, labels }: ReviewFormProps) {
  const openConnect = useConnectModal((state) => state.open);
  const [state, setState] = useState<State>({ step: 'closed' });
  const [rating, setRating] = useState<Rating | null>(null);
  const [missingRating, setMissingRating] = useState(false);
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const id = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (rating === null) {
      setMissingRating(true);
      return;
    }
    setState({ step: 'sending' });
    const loaded = await loadBrowserApi(store, locale);
    try {
      await secureCall(loaded, (token) =>
        loaded.api.reviewProduct(token, productId, { rating, title, comment }),
      );
      setState({ step: 'sent' });
    } catch (error) {
      if (error instanceof SignedOutError) {
        setState({ step: 'error', message: labels.signIn });
        openConnect('review');
        return;
      }
      const failure = apiFailure(loaded.client, error);
      if (failure?.status === 409) setState({ step: 'error', message: labels.already });
      else {
        console.error('Unable to send the review', error);
        setState({ step: 'error', message: labels.failed });
      }
    }
  }

  if (state.step === 'sent')
    return (
      <p className={messages.success} role="status">
        {labels.sent}
      </p>
    );

  if (state.step === 'closed')
    return (
      <Button
        variant="secondary"
        onClick={() => (hasBrowserSession() ? setState({ step: 'open' }) : openConnect('review'))}
      >
        {labels.write}
      </Button>
    );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {labels.title}
      </h3>
      <RatingInput
        name={`${id}-rating`}
        value={rating}
        onChange={(value) => {
          setRating(value);
          setMissingRating(false);
        }}
        legend={labels.rating}
        starLabel={(value) => labels.stars[value - 1] ?? String(value)}
        error={missingRating ? labels.ratingRequired : undefined}
      />
      <label className={styles.label} htmlFor={`${id}-review-title`}>
        {labels.titleField}
      </label>
      <input
        id={`${id}-review-title`}
        className={styles.input}
        value={title}
        maxLength={REVIEW_TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
      />
      <label className={styles.label} htmlFor={`${id}-comment`}>
        {labels.commentField}
      </label>
      <textarea
        id={`${id}-comment`}
        className={styles.textarea}
        value={comment}
        rows={5}
        maxLength={REVIEW_COMMENT_MAX}
        onChange={(event) => setComment(event.target.value)}
      />
      <p className={styles.hint}>{labels.moderation}</p>
      {state.step === 'error' && (
        <p className={messages.error} role="alert">
          {state.message}
        </p>
      )}
      <div className={styles.formActions}>
        <Button type="submit" loading={state.step === 'sending'} loadingLabel={labels.sending}>
          {labels.submit}
        </Button>
        <Button variant="ghost" onClick={() => setState({ step: 'closed' })}>
          {labels.cancel}
        </Button>
      </div>
    </form>
  );
}
