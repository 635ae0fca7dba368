import { fromCents, toCents } from '../basket/money';

/** Marketing-cloud parameters kept in cookies on arrival (storefront section 7). */
export const CAMPAIGN_PARAMS = ['j', 'sfmc_sub', 'l', 'u', 'mid', 'jb'] as const;
export const SFMC_COOKIE = 'sfmc_data';
export const SFMC_MAX_AGE_S = 3600;
export const REFERER_COOKIE = 'referer';
export const REFERER_MAX_AGE_S = 2_592_000;
export const CONSENT_COOKIE = 'shop_consent';
/** Six months, the longest a consent choice should be kept before asking again. */
export const CONSENT_MAX_AGE_S = 15_552_000;

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export function serializeConsent(choice: ConsentChoice): string {
  return `a${choice.analytics ? 1 : 0}m${choice.marketing ? 1 : 0}`;
}

export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  const match = /^a([01])m([01])$/.exec(value ?? '');
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : null;
}

/** The campaign parameters of a query, as the JSON kept in the sfmc_data cookie; null if none. */
export function campaignData(query: URLSearchParamsLike): Record<string, string> | null {
  const data: Record<string, string> = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = query.get(name);
    if (value) data[name] = value.slice(0, 200);
  }
  return Object.keys(data).length > 0 ? data : null;
}

interface URLSearchParamsLike {
  get(name: string): string | null;
}

export interface TrackedProduct {
  productId: number;
  name: string;
  brand: string;
  range?: string | null;
  artist?: string | null;
  category?: string | null;
  subcategory?: string | null;
  variant?: string | null;
  unitPrice: number;
  originalPrice: number;
  currency: string;
  label?: string | null;
  promo?: boolean;
  pictures: number;
  sizes: { id: number; label: string }[];
  quantity?: number;
  sizeId?: number;
}

/** The tag manager product payload of storefront section 3; lists are joined with '|'. */
export function productPayload(product: TrackedProduct) {
  const discount = Math.max(
    0,
    fromCents(toCents(product.originalPrice) - toCents(product.unitPrice)),
  );
  return {
    product_id: String(product.productId),
    name: product.name,
    brand_range: [product.brand, product.range].filter(Boolean).join('|'),
    range: product.range ?? '',
    artist: product.artist ?? '',
    category: product.category ?? '',
    subcategory: product.subcategory ?? '',
    variant: product.variant ?? '',
    unit_price: product.unitPrice,
    currency: product.currency,
    discount,
    fab: product.brand,
    label: product.label ?? '',
    promo: product.promo ?? discount > 0,
    visible: true,
    numb_pictures: product.pictures,
    ...(product.quantity !== undefined ? { quantity: product.quantity } : {}),
    ...(product.sizeId !== undefined ? { size_id: String(product.sizeId) } : {}),
    sizes_ids: product.sizes.map((size) => size.id).join('|'),
    sizes: product.sizes.map((size) => size.label).join('|'),
  };
}

/** Route names of storefront section 2 as the tag manager knows them (index, all, p, t, tp...). */
const TRACKED_PAGE_TYPES: Readonly<Record<string, string>> = {
  home: 'index',
  listing: 'all',
  product: 'p',
  cms: 't',
  template: 'tp',
  brands: 'marques',
};

/** The tag manager's page type of a page type; a page without one is the error page. */
export function trackingPageType(pageType: string | null): string {
  return pageType ? (TRACKED_PAGE_TYPES[pageType] ?? pageType) : 'error';
}
