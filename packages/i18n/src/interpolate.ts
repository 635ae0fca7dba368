/** The values of a text's placeholders: `{ size: 'M', count: 3 }`. */
export type InterpolationValues = Readonly<Record<string, string | number>>;

/**
 * i18next's placeholder: `{{`, then anything up to the first `}}` on the same line. A leading
 * `-` (i18next's "unescaped" form) and a `, format` tail name the same value; the shop sets
 * escapeValue: false and no formatter, so neither changes what is written.
 */
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

const has = (values: InterpolationValues, name: string) =>
  Object.prototype.hasOwnProperty.call(values, name);

/**
 * Fills the `{{name}}` placeholders of a text the way the shop's i18next instances do (`t`,
 * escapeValue: false): `interpolate('Taille {{size}}', { size: 'M' })` gives "Taille M". A
 * placeholder without a value stays as it is; values are written as they are (no HTML
 * escaping, `$` is no pattern) and never read again as placeholders.
 *
 * For texts that are not a bundle's own key (a seed template, or a label translated on the
 * server with its placeholders left in for a value only the browser knows). It imports
 * nothing, so a client component can use it without shipping i18next.
 */
export function interpolate(text: string, values: InterpolationValues): string {
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.replace(/^-/, '').split(',')[0]!.trim();
    return has(values, name) ? String(values[name]) : placeholder;
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The form of a text for a count, chosen as i18next chooses `_one` or `_other` (the language's
 * plural rules: French says "0 article", English "0 items"), for labels a client component
 * fills with a count only the browser knows.
 */
export function pluralOf<T>(locale: string, count: number, forms: { one: T; other: T }): T {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count) === 'one' ? forms.one : forms.other;
}
