import { LOCALES } from '@shop/domain/locales';
import { describe, expect, it } from 'vitest';
import { createI18n, messageKeys, messages } from './index';

const reference = messageKeys(messages.fr).sort();

describe('message bundles', () => {
  it.each(LOCALES)('%s has exactly the keys of the French bundle', (locale) => {
    expect(messageKeys(messages[locale]).sort()).toEqual(reference);
  });

  it.each(LOCALES)('%s has no empty text', (locale) => {
    const flat = (bundle: object): string[] =>
      Object.values(bundle).flatMap((value) =>
        typeof value === 'object' ? flat(value as object) : [String(value)],
      );
    expect(flat(messages[locale]).filter((text) => text.trim() === '')).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s is translated, not left in English',
    (locale) => {
      const same = messageKeys(messages.en).filter((key) => {
        const get = (bundle: object) =>
          key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
        const text = String(get(messages[locale]));
        return text === String(get(messages.en)) && /\s/.test(text);
      });
      // Multi-word texts identical to English are untranslated; names such as 'App Store' are allowed.
      expect(same.filter((key) => !ALLOWED_SAME.has(key))).toEqual([]);
    },
  );
});

const ALLOWED_SAME = new Set([
  'header.logoAlt',
  'meta.siteName',
  'footer.instagram',
  'footer.tiktok',
  'footer.facebook',
  'footer.youtube',
  'footer.appStore',
  'footer.googlePlay',
  // A carrier's brand name.
  'delivery.carriers.express_home.name',
]);

describe('createI18n', () => {
  it('translates in the asked locale and interpolates', () => {
    const de = createI18n('de');
    expect(de.language).toBe('de');
    expect(de.t('basket.title')).toBe(messages.de.basket.title);
    expect(createI18n('en').t('product.sizeLabel', { size: 'M' })).toBe('Size M');
  });
});
