import type { TProductCard } from '@shop/api-client';
import { localizePath, type Locale } from '@shop/domain/locales';
import { CURRENCY } from '@shop/domain/money';
import { priceForCountry, type PriceTable } from '@shop/domain/product';
import { priceCountryKey, type Store } from '@shop/domain/stores';
import type { TrackedProduct } from '@shop/domain/tracking';

/**
 * A listing's card as the data layer tells it (storefront section 3), with the link its card
 * opens. A card knows no range, artist or category: those stay empty, as the spec's payload
 * allows; the product page's view_item carries them.
 */
export function cardProduct(
  hit: TProductCard,
  store: Store,
  locale: Locale,
): { product: TrackedProduct; href: string } {
  const price = priceForCountry(hit.prices as PriceTable, priceCountryKey(store.id));
  const slug = hit.slugs[locale] ?? hit.slugs[store.defaultLocale] ?? hit.objectID;
  return {
    href: localizePath(`/p/${slug}`, locale, store.defaultLocale),
    product: {
      productId: hit.productID,
      name: hit.names[locale] ?? hit.displayInformation.title,
      brand: hit.brand,
      unitPrice: price.price,
      originalPrice: price.originalPrice,
      currency: CURRENCY,
      label: hit.label,
      promo: (hit.promotion?.percent ?? 0) > 0 || price.originalPrice > price.price,
      pictures: hit.pictures.length,
      sizes: hit.sizes.map((size) => ({ id: size.id, label: size.size })),
    },
  };
}
