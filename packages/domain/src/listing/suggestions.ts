import { emptyListingState, serializeListingPath } from './listing-url';
import { LOCALES, localizePath, storeLocales, type Locale } from '../site/locales';

/**
 * Search suggestions (`bacs_{store}_prod`, storefront section 3): one per category, brand and
 * artist with listable products, each pointing at that entity's listing in every language.
 */

export const SUGGESTION_TYPES = ['category', 'brand', 'artist'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export interface SuggestionEntity {
  type: SuggestionType;
  id: number;
  /** One slug for brands and artists; categories have one per language (French as fallback). */
  slug: string | Partial<Record<Locale, string>>;
}

export type PerLocaleText = Record<Locale, string>;

/** `category-8`, `brand-3`, `artist-16`: stable across reindexes and unique in one index. */
export const suggestionObjectID = (type: SuggestionType, id: number) => `${type}-${id}`;

/** Listings show neither products hidden from listings nor outlet-only ones (section 7). */
export const isListable = (product: { displayInListing: boolean; isOnlyOutlet: boolean }) =>
  product.displayInListing && !product.isOnlyOutlet;

function slugIn(entity: SuggestionEntity, locale: Locale): string {
  if (typeof entity.slug === 'string') return entity.slug;
  return entity.slug[locale] ?? entity.slug.fr ?? '';
}

/** The entity's listing path in a language, without locale prefix (`/sweats-c8`). */
export function suggestionPath(entity: SuggestionEntity, locale: Locale): string {
  return serializeListingPath({
    ...emptyListingState(),
    segments: [{ type: entity.type, id: entity.id, slug: slugIn(entity, locale) }],
  });
}

/**
 * The listing URL per language as a store shows it: its default language unprefixed, the others
 * under their prefix. A language the store does not serve (French outside the main store and
 * Belgium) points at the store's own language, so every URL opens a page.
 */
export function suggestionUrls(
  entity: SuggestionEntity,
  languages: readonly Locale[],
): PerLocaleText {
  const storeLocale = languages[0]!;
  const served = new Set(storeLocales(languages));
  const urls = {} as PerLocaleText;
  for (const locale of LOCALES) {
    const shown = served.has(locale) ? locale : storeLocale;
    urls[locale] = localizePath(suggestionPath(entity, shown), shown, storeLocale);
  }
  return urls;
}

/** One text per language, French (then any) when a language has none. */
export function perLocaleText(texts: string | Partial<Record<Locale, string>>): PerLocaleText {
  const result = {} as PerLocaleText;
  for (const locale of LOCALES)
    result[locale] =
      typeof texts === 'string'
        ? texts
        : (texts[locale] ?? texts.fr ?? Object.values(texts)[0] ?? '');
  return result;
}
