'use client';

import type { TPublishedReview } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import { hasMoreReviews } from '@shop/domain/reviews';
import type { StoreId } from '@shop/domain/stores';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { loadBrowserApi } from '../../browser/browser-api';
import { ReviewItem, type ReviewItemLabels } from './review-item';
import messages from '../forms/form-messages.module.css';
import styles from './reviews.module.css';

interface MoreReviewsProps {
  productId: number;
  total: number;
  store: StoreId;
  locale: Locale;
  labels: ReviewItemLabels & { more: string; failed: string };
}

/** The published reviews after the first page, 20 at a time, on demand. */
export function MoreReviews({ productId, total, store, locale, labels }: MoreReviewsProps) {
  const [pages, setPages] = useState(1);
  const [reviews, setReviews] = useState<TPublishedReview[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    try {
      const { api } = await loadBrowserApi(store, locale);
      const answer = await api.productReviews(productId, pages + 1);
      setReviews((shown) => [...shown, ...answer.reviews]);
      setPages(pages + 1);
    } catch (error) {
      console.error('Unable to fetch product reviews', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {reviews.length > 0 && (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} locale={locale} labels={labels} />
          ))}
        </ul>
      )}
      {failed && (
        <p className={messages.error} role="alert">
          {labels.failed}
        </p>
      )}
      {hasMoreReviews(pages, total) && (
        <Button variant="secondary" loading={loading} onClick={() => void loadMore()}>
          {labels.more}
        </Button>
      )}
    </>
  );
}
