import type { Locale } from '@shop/domain/locales';

const formatters = new Map<Locale, Intl.DisplayNames>();
const names = new Map<string, string>();

/** A country's name in a language (ICU); asked on every product sheet, so remembered. */
export function regionName(code: string, locale: Locale): string {
  const key = `${code}:${locale}`;
  let name = names.get(key);
  if (name === undefined) {
    let formatter = formatters.get(locale);
    if (!formatter)
      formatters.set(locale, (formatter = new Intl.DisplayNames([locale], { type: 'region' })));
    name = formatter.of(code) ?? code;
    // A handful of countries times six languages: the map stays tiny.
    names.set(key, name);
  }
  return name;
}
