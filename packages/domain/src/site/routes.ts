import { LOCALES, type Locale, type PerLocale, perLocale } from './locales';
import { STORE_IDS, type StoreId } from './stores';

/**
 * Localized route words of the storefront (spec section 2 and 9). Top sales, novelties and the
 * brands index change with the language; the sale word belongs to the store.
 */

/** Listing kinds a route word opens (the entity kinds category, brand, artist come from slugs). */
export const WORD_LISTING_KINDS = [
  'novelty',
  'top_sales',
  'promotions',
  'flash_sale',
  'sales',
  'outlet',
  'best_offers_1',
  'best_offers_2',
] as const;
export type WordListingKind = (typeof WORD_LISTING_KINDS)[number];

// prettier-ignore
export const ROUTE_WORDS = {
  novelty: perLocale('nouveautes', 'novedades', 'notizie', 'nieuw', 'neu', 'new'),
  top_sales: perLocale('top-ventes', 'top-ventas', 'vendite-top', 'bestsellers', 'bestsellers', 'bestsellers'),
  // Not named by the spec: chosen in the same style.
  promotions: perLocale('promotions', 'promociones', 'promozioni', 'promoties', 'angebote', 'promotions'),
  flash_sale: perLocale('ventes-flash', 'ventas-flash', 'vendite-flash', 'flash-sales', 'flash-sales', 'flash-sales'),
  // Best offers 1 (every markdown) and 2 (half price or more): named by us, docs/decisions.md.
  best_offers_1: perLocale('bons-plans', 'chollos', 'occasioni', 'koopjes', 'schnaeppchen', 'deals'),
  best_offers_2: perLocale('meilleures-offres', 'mejores-ofertas', 'migliori-offerte', 'beste-aanbiedingen', 'beste-angebote', 'best-offers'),
} as const satisfies Record<Exclude<WordListingKind, 'sales' | 'outlet'>, PerLocale>;

/** The sale word is the store's, whatever the language (spec section 9). */
export const SALE_WORDS: Readonly<Record<StoreId, string>> = {
  fr: 'soldes',
  es: 'rebajas',
  it: 'saldi',
  be: 'solden',
  de: 'sale',
  int: 'sale',
};

export const OUTLET_WORD = 'outlet';

/** Brands index path segment per language; the page exists on the main store only. */
export const BRANDS_INDEX_WORDS = perLocale(
  'marques',
  'marcas',
  'marche',
  'merken',
  'marken',
  'brands',
);

/** Artists index path segment per language (not named by the spec). */
export const ARTISTS_INDEX_WORDS = perLocale(
  'artistes',
  'artistas',
  'artisti',
  'artiesten',
  'kuenstler',
  'artists',
);

/** Keys of the CMS pages whose slugs are localized (spec section 2). */
export const CMS_PAGE_KEYS = [
  'delivery',
  'terms',
  'faq',
  'jobs',
  'promoCode',
  'legal',
  'returns',
] as const;
export type CmsPageKey = (typeof CMS_PAGE_KEYS)[number];

// prettier-ignore
export const CMS_SLUGS: Readonly<Record<CmsPageKey, PerLocale>> = {
  faq: perLocale('faq', 'preguntas-frecuentes', 'domande-frequenti', 'veelgestelde-vragen', 'haeufige-fragen', 'faq'),
  delivery: perLocale('livraison-et-retours', 'envios-y-devoluciones', 'spedizioni-e-resi', 'verzending-en-retour', 'versand-und-ruecksendung', 'delivery-and-returns'),
  returns: perLocale('conditions-de-retour', 'condiciones-de-devolucion', 'condizioni-di-reso', 'retourvoorwaarden', 'rueckgabebedingungen', 'returns-conditions'),
  terms: perLocale('cgv', 'condiciones-generales', 'condizioni-generali', 'algemene-voorwaarden', 'agb', 'terms'),
  legal: perLocale('mentions-legales', 'aviso-legal', 'note-legali', 'juridische-informatie', 'impressum', 'legal-notice'),
  jobs: perLocale('recrutement', 'empleo', 'lavora-con-noi', 'vacatures', 'karriere', 'jobs'),
  promoCode: perLocale('code-promo', 'codigo-promocional', 'codice-promozionale', 'kortingscode', 'gutscheincode', 'promo-code'),
};

/** The path word of a listing kind in a store and language. */
export function listingWord(kind: WordListingKind, storeId: StoreId, locale: Locale): string {
  if (kind === 'sales') return SALE_WORDS[storeId];
  if (kind === 'outlet') return OUTLET_WORD;
  return ROUTE_WORDS[kind][locale];
}

export interface ResolvedWord {
  kind: WordListingKind;
  /** True when the word is the one of this store and language (else redirect to it). */
  current: boolean;
}

/**
 * Which listing a route word opens in a store. Words of other languages (or another store's
 * sale word) are still recognised, so an old or foreign link can be redirected, not lost.
 */
export function resolveListingWord(
  word: string,
  storeId: StoreId,
  locale: Locale,
): ResolvedWord | null {
  for (const kind of WORD_LISTING_KINDS) {
    const current = listingWord(kind, storeId, locale);
    if (word === current) return { kind, current: true };
  }
  for (const kind of WORD_LISTING_KINDS) {
    if (kind === 'outlet') continue;
    const known =
      kind === 'sales'
        ? STORE_IDS.map((id) => SALE_WORDS[id])
        : LOCALES.map((code) => ROUTE_WORDS[kind][code]);
    if (known.includes(word)) return { kind, current: false };
  }
  return null;
}

/** The CMS page key of a localized slug in any language, and whether it is this language's. */
export function resolveCmsSlug(
  slug: string,
  locale: Locale,
): { key: CmsPageKey; current: boolean } | null {
  for (const key of CMS_PAGE_KEYS)
    if (CMS_SLUGS[key][locale] === slug) return { key, current: true };
  for (const key of CMS_PAGE_KEYS)
    if (LOCALES.some((code) => CMS_SLUGS[key][code] === slug)) return { key, current: false };
  return null;
}

export const cmsPath = (key: CmsPageKey, locale: Locale) => `/t/${CMS_SLUGS[key][locale]}`;
