/** The six languages of the shop; fr is the default and the only one without a path prefix. */
export const LOCALES = ['fr', 'es', 'it', 'nl', 'de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits a leading locale segment off a path ("/es/login" gives es and "/login"). */
export function splitLocalePrefix(path: string): { locale: Locale | null; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?)/.exec(path);
  const candidate = match?.[1];
  if (candidate && isLocale(candidate) && candidate !== DEFAULT_LOCALE) {
    return { locale: candidate, rest: path.slice(3) || '/' };
  }
  return { locale: null, rest: path };
}

/**
 * Prefixes every locale except the default (storefront section 1). A store whose own language
 * is not French serves that language unprefixed too, so pass it as `unprefixed`.
 */
export function localizePath(
  path: string,
  locale: Locale,
  unprefixed: Locale = DEFAULT_LOCALE,
): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === unprefixed || locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}
