import type { TProductReviews, TProductScores } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import { formatAverage, hasMoreReviews, RATINGS } from '@shop/domain/reviews';
import type { StoreId } from '@shop/domain/stores';
import { RatingStars } from '@shop/ui';
import type { Translate } from '../../server/i18n';
import { MoreReviews } from './more-reviews';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import styles from './reviews.module.css';

interface ReviewsSectionProps {
  productId: number;
  productName: string;
  scores: TProductScores;
  /** The first page of published reviews; null when it could not be loaded. */
  reviews: TProductReviews | null;
  store: StoreId;
  locale: Locale;
  t: Translate;
}

/** Ratings and published reviews of a product, and the way to add one (journey section 2). */
export function ReviewsSection({
  productId,
  productName,
  scores,
  reviews,
  store,
  locale,
  t,
}: ReviewsSectionProps) {
  const itemLabels = {
    rated: t('productPage.reviewRated', { rating: '{{rating}}' }),
    by: t('productPage.reviewBy', { author: '{{author}}', date: '{{date}}' }),
  };
  const average = scores.count > 0 ? scores.average : null;
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-title">
      <div className={styles.aside}>
        <h2 id="reviews-title" className={styles.heading}>
          {t('productPage.reviewsTitle')}
        </h2>
        {average !== null ? (
          <div className={styles.summary}>
            <p className={styles.average}>
              {formatAverage(average, locale)}
              <span className={styles.outOf}>/5</span>
            </p>
            <RatingStars
              average={average}
              size="md"
              label={t('productPage.ratingLabel', { average: formatAverage(average, locale) })}
            />
            <p className={styles.count}>{t('productPage.reviewsCount', { count: scores.count })}</p>
          </div>
        ) : (
          <p className={styles.count}>{t('productPage.noRating')}</p>
        )}
        <ReviewForm
          productId={productId}
          store={store}
          locale={locale}
          labels={{
            write: t('productPage.writeReview'),
            title: t('productPage.reviewFormTitle', { name: productName }),
            rating: t('productPage.yourRating'),
            stars: RATINGS.map((count) => t('productPage.star', { count })),
            titleField: t('productPage.reviewTitleField'),
            commentField: t('productPage.reviewCommentField'),
            submit: t('productPage.submitReview'),
            sending: t('productPage.sendingReview'),
            cancel: t('productPage.cancel'),
            ratingRequired: t('productPage.ratingRequired'),
            sent: t('productPage.reviewSent'),
            already: t('productPage.reviewAlready'),
            failed: t('productPage.reviewFailed'),
            signIn: t('productPage.reviewSignIn'),
            moderation: t('productPage.reviewModeration'),
          }}
        />
      </div>
      <div className={styles.body}>
        {reviews && reviews.reviews.length > 0 ? (
          <>
            <ul className={styles.list}>
              {reviews.reviews.map((review) => (
                <ReviewItem key={review.id} review={review} locale={locale} labels={itemLabels} />
              ))}
            </ul>
            {hasMoreReviews(1, reviews.total) && (
              <MoreReviews
                productId={productId}
                total={reviews.total}
                store={store}
                locale={locale}
                labels={{
                  ...itemLabels,
                  more: t('productPage.moreReviews'),
                  failed: t('productPage.moreReviewsFailed'),
                }}
              />
            )}
          </>
        ) : (
          <p className={styles.empty}>{t('productPage.reviewsNone')}</p>
        )}
      </div>
    </section>
  );
}
