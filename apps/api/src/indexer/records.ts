import { cardAttributesOf, type TCardAttributes, type TProductHit } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { priceCountryKey, type Store } from '@shop/domain/stores';
import type { CatalogueProduct } from './load';

/**
 * A `products_{store}_prod` record: the ZProductHit fields, the card attributes listings and the
 * header search retrieve (ZCardRecord), and flat fields to search and sort on.
 */
export interface ProductRecord extends TProductHit, TCardAttributes {
  name: string;
  brandName: string;
  brandId: number;
  /** Scope of artist and range listings (@shop/domain/listing-search). */
  artistId: number | null;
  rangeId: number | null;
  /** Flat for sorting and ranges: 0 without a promotion. */
  promotionPercent: number;
  categoryName: string;
  categoryIds: number[];
  price: number;
  sales: number;
  /** Epoch seconds. */
  noveltyAt: number;
  colors: string[];
  sexe: string;
  artists: string[];
  ranges: string[];
  materials: string[];
  ecoLabels: string[];
}

// prettier-ignore
const GENDERS: Record<string, Record<Locale, string>> = {
  men: { fr: 'Homme', es: 'Hombre', it: 'Uomo', nl: 'Heren', de: 'Herren', en: 'Men' },
  women: { fr: 'Femme', es: 'Mujer', it: 'Donna', nl: 'Dames', de: 'Damen', en: 'Women' },
  unisex: { fr: 'Unisexe', es: 'Unisex', it: 'Unisex', nl: 'Unisex', de: 'Unisex', en: 'Unisex' },
};

const LABELS = new Set(['promo', 'flash_sale', 'top_sale', 'new']);

export const picturePath = (productId: number, position: number) =>
  `/api/v5/media/products/${productId}-${position}.webp`;

const text = (texts: Partial<Record<Locale, string>>, locale: Locale) =>
  texts[locale] ?? texts.fr ?? '';

/** The record of one product in one store's index (storefront spec section 3). */
export function toProductRecord(product: CatalogueProduct, store: Store): ProductRecord {
  const locale = store.defaultLocale;
  const fallback = product.prices.default ??
    Object.values(product.prices)[0] ?? { price: 0, originalPrice: 0 };
  const prices: TProductHit['prices'] = { ...product.prices, default: fallback };
  const priceKey = priceCountryKey(store.id);
  const storePrice = prices[priceKey] ?? fallback;
  const hit: TProductHit = {
    objectID: String(product.id),
    productID: product.id,
    slugs: product.slugs,
    names: product.names,
    brand: product.brandName,
    displayInformation: { title: product.title },
    pictures: product.pictures.map(({ position, isDefault }) => ({
      picture: picturePath(product.id, position),
      default: isDefault,
    })),
    prices,
    label:
      product.label && LABELS.has(product.label) ? (product.label as TProductHit['label']) : null,
    promotion: product.promotionPercent === null ? null : { percent: product.promotionPercent },
    sizes: product.sizes.map((size) => ({ id: size.id, size: size.label, quantity: size.stock })),
    watermarkUrl: product.watermarkUrl,
    isOnlyOutlet: product.isOnlyOutlet,
    displayInListing: product.displayInListing,
    marketLabels: product.marketLabels ?? {},
  };
  return {
    ...hit,
    ...cardAttributesOf(hit, { defaultLocale: locale, priceKey }),
    name: text(product.names, locale),
    brandName: product.brandName,
    brandId: product.brandId,
    artistId: product.artistId ?? null,
    rangeId: product.rangeId ?? null,
    promotionPercent: product.promotionPercent ?? 0,
    categoryName: text(product.categoryNames, locale),
    categoryIds: product.categoryIds,
    price: storePrice.price,
    sales: product.sales,
    noveltyAt: Math.floor(product.noveltyAt.getTime() / 1000),
    colors: [text(product.colourNames, locale)],
    sexe: product.genderNames
      ? text(product.genderNames, locale)
      : (GENDERS[product.gender] ?? GENDERS.unisex!)[locale],
    artists: product.artistName ? [product.artistName] : [],
    ranges: product.rangeName ? [product.rangeName] : [],
    materials: product.materialNames ? [text(product.materialNames, locale)] : [],
    ecoLabels: product.ecoLabelNames ? [text(product.ecoLabelNames, locale)] : [],
  };
}
