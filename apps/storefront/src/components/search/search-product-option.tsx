'use client';

import type { TProductCard } from '@shop/api-client';
import { defaultPicture } from '@shop/domain/basket';
import { localizePath, type Locale } from '@shop/domain/locales';
import { imageUrl } from '@shop/domain/media';
import { priceForCountry, type PriceTable } from '@shop/domain/product';
import { Price } from '@shop/ui';
import { Highlight } from './highlight';
import styles from './search.module.css';

interface SearchProductOptionProps {
  hit: TProductCard;
  /** The query the results are for, highlighted in the name. */
  query: string;
  locale: Locale;
  defaultLocale: Locale;
  /** Lower-case country key of the store's prices. */
  priceKey: string;
  /** The listbox option's id, role and selection (the search box counts them). */
  optionProps: Record<string, unknown>;
  labels: { priceNow: string; priceBefore: string };
}

/** One of the search box's 15 products: picture, brand, highlighted name and price. */
export function SearchProductOption({
  hit,
  query,
  locale,
  defaultLocale,
  priceKey,
  optionProps,
  labels,
}: SearchProductOptionProps) {
  const name = hit.names[locale] ?? hit.displayInformation.title;
  const slug = hit.slugs[locale] ?? hit.slugs[defaultLocale] ?? hit.objectID;
  const picture = defaultPicture(
    hit.pictures.map((one) => ({ url: one.picture, default: one.default })),
  );
  const price = priceForCountry(hit.prices as PriceTable, priceKey);
  return (
    <li role="none">
      <a
        className={styles.product}
        href={localizePath(`/p/${slug}`, locale, defaultLocale)}
        {...optionProps}
      >
        <span className={styles.thumb}>
          {picture && (
            <img src={imageUrl(picture.url, 'XS')} alt="" loading="lazy" width={64} height={80} />
          )}
        </span>
        <span className={styles.productText}>
          <span className={styles.brand}>{hit.brand}</span>
          <span>
            <Highlight text={name} query={query} />
          </span>
          <Price
            price={price.price}
            originalPrice={price.originalPrice}
            locale={locale}
            labels={{ now: labels.priceNow, before: labels.priceBefore }}
            size="sm"
          />
        </span>
      </a>
    </li>
  );
}
