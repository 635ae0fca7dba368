/** The six languages of the shop; fr is the default and the only one without a path prefix. */
export const LOCALES = ['fr', 'es', 'it', 'nl', 'de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** A text in each language (vocabularies, seeds, route words). */
export type PerLocale = Readonly<Record<Locale, string>>;

/** Writes a PerLocale in the order of LOCALES, so tables of words stay one line per entry. */
export const perLocale = (
  fr: string,
  es: string,
  it: string,
  nl: string,
  de: string,
  en: string,
): PerLocale => ({ fr, es, it, nl, de, en });

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Splits a leading locale segment off a path ("/es/login" gives es and "/login"). `/fr` is a
 * prefix too: the Belgian store serves French beside its unprefixed Dutch (docs/decisions.md
 * 270); where French is the store's own language the prefix is redirected away, as any store's
 * own language is.
 */
export function splitLocalePrefix(path: string): { locale: Locale | null; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?)/.exec(path);
  const candidate = match?.[1];
  if (candidate && isLocale(candidate)) {
    return { locale: candidate, rest: path.slice(3) || '/' };
  }
  return { locale: null, rest: path };
}

/**
 * Prefixes every locale except the store's own (storefront section 1, where the main store's
 * own is the default, French). A store whose own language is not French passes it as
 * `unprefixed`; its French, if it serves French, is prefixed.
 */
export function localizePath(
  path: string,
  locale: Locale,
  unprefixed: Locale = DEFAULT_LOCALE,
): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === unprefixed) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * A link from content (footer, banners): site-relative paths get the locale prefix, other
 * addresses (another site, an app store) stay as they are.
 */
export function localizeLink(link: string, locale: Locale, unprefixed: Locale = DEFAULT_LOCALE) {
  return link.startsWith('/') && !link.startsWith('//')
    ? localizePath(link, locale, unprefixed)
    : link;
}

/** The iso code each language is detected by (storefront section 9). */
export const LOCALE_ISO: Record<Locale, string> = {
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-BE',
  de: 'de-DE',
  en: 'en-GB',
};

/** Each language's own name, as shown in the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  de: 'Deutsch',
  en: 'English',
};

/** The cookie that keeps the shopper's language (storefront section 4, locale switching). */
export const LOCALE_COOKIE = 'i18n_locale';
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;

/**
 * The languages a store serves: its own languages (`Store.languages`, the first unprefixed),
 * then the others under their prefix. French, the main store's, is served elsewhere only where
 * it is one of the store's own languages (Belgium): a French page belongs to the main store.
 */
export function storeLocales(languages: readonly Locale[]): Locale[] {
  return [
    ...languages,
    ...LOCALES.filter((locale) => !languages.includes(locale) && locale !== DEFAULT_LOCALE),
  ];
}
