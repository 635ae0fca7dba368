/**
 * Listing kinds and the search index each one reads (storefront section 9): every kind has a
 * default order, served by a replica of `products_{store}_prod`; the shopper's sort options
 * (price up, price down, novelties) select their own replicas; favourites is the default.
 */
import type { ListingScope } from './listing-search';
import type { ListingSort } from './listing-url';
import type { ProductLabel } from '../catalogue/stickers';

export const LISTING_KINDS = [
  'category',
  'brand',
  'artist',
  'novelty',
  'top_sales',
  'promotions',
  'outlet',
  'flash_sale',
  'sales',
  'best_offers_1',
  'best_offers_2',
  'search',
] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** The spec's sort keys: each is the suffix of one replica of the product index. */
export const SORT_KEYS = [
  '_price_asc',
  '_price_desc',
  '_novelty',
  '_best_offers',
  '_relevancy_default',
  '_flash_sale_relevancy',
  '_brand_artist_relevancy_default',
  '_brand_artist_relevancy_sales',
  '_search',
  '_search_relevancy',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const DEFAULT_SORT_KEYS: Readonly<Record<ListingKind, SortKey>> = {
  category: '_relevancy_default',
  outlet: '_relevancy_default',
  brand: '_brand_artist_relevancy_default',
  artist: '_brand_artist_relevancy_default',
  top_sales: '_brand_artist_relevancy_sales',
  novelty: '_novelty',
  promotions: '_best_offers',
  sales: '_relevancy_default',
  best_offers_1: '_best_offers',
  best_offers_2: '_best_offers',
  flash_sale: '_flash_sale_relevancy',
  search: '_search_relevancy',
};

const OPTION_SORT_KEYS: Readonly<Record<ListingSort, SortKey>> = {
  price_asc: '_price_asc',
  price_desc: '_price_desc',
  novelty: '_novelty',
};

export const isListingKind = (value: string): value is ListingKind =>
  (LISTING_KINDS as readonly string[]).includes(value);

export function listingSortKey(kind: ListingKind, sort: ListingSort | null): SortKey {
  return sort ? OPTION_SORT_KEYS[sort] : DEFAULT_SORT_KEYS[kind];
}

/** The replica a listing reads: `products_fr_prod_price_asc`, `products_fr_prod_novelty`... */
export function listingIndexName(
  productIndex: string,
  kind: ListingKind,
  sort: ListingSort | null,
): string {
  return `${productIndex}${listingSortKey(kind, sort)}`;
}

/**
 * What each kind lists within its page's scope (docs/decisions.md): the label facet the spec
 * names for listings (section 7) selects novelties (`new`, within the back office's novelty
 * window: a label stays on a product, the window moves on), top sales (`top_sale`), promotions
 * (`promo`) and flash sales; sales are every discounted product; best offers 1 and 2 the
 * markdowns of 30 % and of half price or more. Other kinds are their scope alone.
 */
export const BEST_OFFERS_1_MIN_PERCENT = 30;
export const BEST_OFFERS_2_MIN_PERCENT = 50;

interface KindSelection {
  label?: ProductLabel;
  minPromotionPercent?: number;
  /** Only products arrived since the novelty window opened. */
  noveltyWindow?: true;
}

const KIND_SELECTIONS: Readonly<Partial<Record<ListingKind, KindSelection>>> = {
  novelty: { label: 'new', noveltyWindow: true },
  top_sales: { label: 'top_sale' },
  promotions: { label: 'promo' },
  flash_sale: { label: 'flash_sale' },
  sales: { minPromotionPercent: 1 },
  best_offers_1: { minPromotionPercent: BEST_OFFERS_1_MIN_PERCENT },
  best_offers_2: { minPromotionPercent: BEST_OFFERS_2_MIN_PERCENT },
};

/**
 * The part of a listing's scope its kind decides; `noveltySince` (epoch seconds) is the start
 * of the novelty window, none when the back office has not set one.
 */
export function kindScope(
  kind: ListingKind,
  noveltySince: number | null,
): Pick<ListingScope, 'label' | 'minPromotionPercent' | 'noveltySince'> {
  const { label, minPromotionPercent, noveltyWindow } = KIND_SELECTIONS[kind] ?? {};
  return {
    ...(label ? { label } : {}),
    ...(minPromotionPercent ? { minPromotionPercent } : {}),
    ...(noveltyWindow && noveltySince !== null ? { noveltySince } : {}),
  };
}

const TEXTUAL = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];
const sortedBy = (criterion: string) => ({ ranking: [criterion, ...TEXTUAL] });

/**
 * Settings of each replica. Price and novelty orders put their attribute before text relevance
 * (standard replicas: a strict order); the relevancy ones only change the tie-breaks.
 */
export const REPLICA_SETTINGS: Readonly<
  Record<SortKey, { ranking?: string[]; customRanking?: string[] }>
> = {
  _price_asc: sortedBy('asc(price)'),
  _price_desc: sortedBy('desc(price)'),
  _novelty: sortedBy('desc(noveltyAt)'),
  _best_offers: { ...sortedBy('desc(promotionPercent)'), customRanking: ['desc(sales)'] },
  _relevancy_default: { customRanking: ['desc(sales)', 'desc(noveltyAt)'] },
  _flash_sale_relevancy: { customRanking: ['desc(promotionPercent)', 'desc(sales)'] },
  _brand_artist_relevancy_default: { customRanking: ['desc(noveltyAt)', 'desc(sales)'] },
  _brand_artist_relevancy_sales: { customRanking: ['desc(sales)'] },
  _search: { customRanking: ['desc(sales)'] },
  _search_relevancy: { customRanking: ['desc(sales)', 'desc(noveltyAt)'] },
};

export const replicaNames = (productIndex: string) =>
  SORT_KEYS.map((key) => `${productIndex}${key}`);

/** The replica of one sort key (`_search` for the header's live hits). */
export const sortReplica = (productIndex: string, key: SortKey) => `${productIndex}${key}`;
