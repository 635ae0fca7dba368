import type { TPageInfo, TProductPage, TProductReviews } from '@shop/api-client';
import { imageUrl } from '@shop/domain/media';
import { CURRENCY } from '@shop/domain/money';
import type { displayPrice } from '@shop/domain/product';
import type { productAvailability } from '@shop/domain/size-picker';
import type { Store } from '@shop/domain/stores';

export interface ProductJsonLdInput {
  info: TPageInfo;
  page: TProductPage;
  /** The product's name in the page's language. */
  name: string;
  price: ReturnType<typeof displayPrice>;
  pictures: { url: string }[];
  availability: ReturnType<typeof productAvailability>;
  reviews: TProductReviews | null;
  store: Store;
}

/** The schema.org Product of a product page: offer, rating and its first five reviews. */
export function productJsonLd({
  info,
  page,
  name,
  price,
  pictures,
  availability,
  reviews,
  store,
}: ProductJsonLdInput) {
  const { product, informations, scores } = page;
  const rated = scores.count > 0 && scores.average !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: informations.reference,
    description: informations.description,
    brand: { '@type': 'Brand', name: product.brand },
    color: product.colour.name,
    ...(product.material && { material: product.material.name }),
    image: pictures.map((picture) => new URL(imageUrl(picture.url, 'L'), store.baseUrl).href),
    offers: {
      '@type': 'Offer',
      url: info.seo.canonical,
      priceCurrency: CURRENCY,
      price: price.price.toFixed(2),
      itemCondition: 'https://schema.org/NewCondition',
      availability: `https://schema.org/${availability}`,
    },
    ...(rated && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: scores.average,
        reviewCount: scores.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    ...(reviews &&
      reviews.reviews.length > 0 && {
        review: reviews.reviews.slice(0, 5).map((review) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: review.author },
          datePublished: review.createdAt.slice(0, 10),
          reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
          ...(review.title && { name: review.title }),
          ...(review.comment && { reviewBody: review.comment }),
        })),
      }),
  };
}
