import { LOCALES } from '@shop/domain/locales';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, messages } from './index';
import { interpolate, pluralOf, type InterpolationValues } from './interpolate';
import { serverMessages } from './server';

/** i18next's own interpolator, set up as the shop's instances are (escapeValue: false). */
const reference = i18next.createInstance();
void reference.init({
  initImmediate: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});
const byI18next = (text: string, values: InterpolationValues) =>
  reference.services.interpolator.interpolate(text, values, 'fr', {});

const texts = (bundle: object): string[] =>
  Object.values(bundle).flatMap((value) =>
    typeof value === 'object' ? texts(value as object) : [String(value)],
  );
const withPlaceholders = LOCALES.flatMap((locale) => [
  ...texts(messages[locale]),
  ...texts(serverMessages[locale]),
]).filter((text) => text.includes('{{'));

/** A value for every placeholder of a text, with the characters a naive filler gets wrong. */
const valuesOf = (text: string) =>
  Object.fromEntries(
    [...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name], index) => [
      name!,
      index % 2 ? index * 7 : `<b>$& ${name} "1" & 'x'</b>`,
    ]),
  );

describe('interpolate', () => {
  it('fills placeholders as the translator does', () => {
    expect(interpolate('Taille {{size}} – {{name}}', { size: 'M', name: 'Hoodie' })).toBe(
      'Taille M – Hoodie',
    );
    expect(interpolate('{{n}} € {{missing}}!', { n: 12 })).toBe('12 € {{missing}}!');
    expect(interpolate('{{n}} €', { n: 12 })).toBe(createI18n('fr').t('{{n}} €', { n: 12 }));
    expect(interpolate('{single} stays', { single: 'x' })).toBe('{single} stays');
  });

  it('gives what i18next gives for every text of every bundle', () => {
    expect(withPlaceholders.length).toBeGreaterThan(100);
    for (const text of withPlaceholders) {
      const values = valuesOf(text);
      expect(interpolate(text, values)).toBe(byI18next(text, values));
      expect(interpolate(text, {})).toBe(byI18next(text, {}));
    }
  });

  it.each<[string, InterpolationValues]>([
    ['{{ name }} and {{name}} twice', { name: 'Ana' }],
    ['{{- name}}, unescaped form', { name: '<i>Ana</i>' }],
    ['{{count, number}} with a format', { count: 3 }],
    ['{{count}} as zero, {{empty}} as empty', { count: 0, empty: '' }],
    ['{{toString}} is not a value', {}],
    ['{{{name}}} and {{}} and {name}', { name: 'x' }],
    ['{{price}} costs $1 and $&', { price: '$& $1 $$' }],
    ['a {{first}}\n{{second}} b', { first: 1, second: 2 }],
  ])('matches i18next on %j', (text, values) => {
    expect(interpolate(text, values)).toBe(byI18next(text, values));
  });

  it('never reads a value again as a placeholder', () => {
    expect(interpolate('{{a}} / {{b}}', { a: '{{b}}', b: 'B' })).toBe('{{b}} / B');
  });
});

describe('pluralOf', () => {
  it('chooses the form i18next chooses for a count, in every language', async () => {
    for (const locale of LOCALES) {
      const instance = i18next.createInstance();
      await instance.init({
        lng: locale,
        resources: { [locale]: { translation: { items_one: 'one', items_other: 'other' } } },
      });
      for (const count of [0, 1, 2, 5, 21, 1000]) {
        expect(pluralOf(locale, count, { one: 'one', other: 'other' }), `${locale} ${count}`).toBe(
          instance.t('items', { count }),
        );
      }
    }
  });

  it('says "0 article" in French and "0 items" in English', () => {
    const forms = { one: '{{count}} article', other: '{{count}} articles' };
    expect(interpolate(pluralOf('fr', 0, forms), { count: 0 })).toBe('0 article');
    expect(pluralOf('en', 0, { one: 'item', other: 'items' })).toBe('items');
  });
});
