import { LOCALES } from '@shop/domain/locales';
import { describe, expect, it } from 'vitest';
import { messageKeys, messages, translator } from './index';
import { serverMessages, serverTranslator } from './server';

const reference = messageKeys(serverMessages.fr).sort();

describe('server bundles', () => {
  it.each(LOCALES)('%s has exactly the keys of the French server bundle', (locale) => {
    expect(messageKeys(serverMessages[locale]).sort()).toEqual(reference);
  });

  it.each(LOCALES)('%s uses the placeholders of the French text', (locale) => {
    const placeholders = (bundle: object) =>
      messageKeys(bundle).map((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
        return [key, [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()];
      });
    expect(placeholders(serverMessages[locale]).sort()).toEqual(
      placeholders(serverMessages.fr).sort(),
    );
  });

  it('reads server texts and shared ones through one translator, and interpolates', () => {
    const t = serverTranslator('de');
    expect(t('server.pages.page', { n: 3 })).toBe('Seite 3');
    expect(t('server.alertEmail.subject', { product: 'Hoodie' })).toBe('Wieder auf Lager: Hoodie');
    expect(t('basket.title')).not.toBe('basket.title');
    expect(serverTranslator('fr')('server.shopper.promo.empty')).toBe(
      'Veuillez renseigner un code promo',
    );
  });
});

describe('translator', () => {
  it('gives one cached t per locale; the front ends’ never reads the server texts', () => {
    expect(translator('de')).toBe(translator('de'));
    expect(translator('de')('basket.title')).toBe(messages.de.basket.title);
    expect(translator('fr')('server.pages.home')).toBe('server.pages.home');
  });
});
