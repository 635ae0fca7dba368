import { LOCALES, type Locale } from '@shop/domain/locales';
import { loadMessages } from '@shop/i18n/load';
import { messages } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import {
  applyDocumentLocale,
  createCheckoutI18n as createOnLoaded,
  mergeTranslations,
} from './i18n';

const createCheckoutI18n = (locale: Locale) => createOnLoaded(locale, messages);

describe('createCheckoutI18n', () => {
  it('translates the checkout texts in every locale, on the bundles main.tsx loads', async () => {
    expect(createCheckoutI18n('fr').t('basket.title')).toBe('Mon panier');
    expect(createCheckoutI18n('es').t('basket.title')).toBe('Mi cesta');
    for (const locale of LOCALES) {
      const t = createOnLoaded(locale, await loadMessages(locale)).t;
      for (const key of ['basket.summary', 'errors.notFoundTitle', 'checkout.securePayment']) {
        expect(t(key)).not.toBe(key);
      }
    }
  });
});

describe('mergeTranslations', () => {
  it("puts the API's texts over the bundled ones, key by key", () => {
    const i18n = createCheckoutI18n('es');
    mergeTranslations(i18n, {
      locale: 'es',
      messages: { basket: { title: 'Tu cesta', summary: '' }, extra: { fromServer: 'Hola' } },
    });
    expect(i18n.t('basket.title')).toBe('Tu cesta');
    expect(i18n.t('extra.fromServer')).toBe('Hola');
    // A key the server leaves out, or leaves empty, keeps the bundled text.
    expect(i18n.t('basket.summary')).toBe(createCheckoutI18n('es').t('basket.summary'));
    expect(i18n.t('checkout.securePayment')).toBe(
      createCheckoutI18n('es').t('checkout.securePayment'),
    );
  });

  it("leaves other instances' texts as they were", () => {
    const bundled = createCheckoutI18n('es').t('basket.title');
    mergeTranslations(createCheckoutI18n('es'), {
      locale: 'es',
      messages: { basket: { title: 'Otra cesta' } },
    });
    expect(createCheckoutI18n('es').t('basket.title')).toBe(bundled);
  });

  it('keeps the bundled French as the fallback of a language', () => {
    const i18n = createCheckoutI18n('de');
    mergeTranslations(i18n, { locale: 'fr', messages: { extra: { onlyFrench: 'Bonjour' } } });
    expect(i18n.t('extra.onlyFrench')).toBe('Bonjour');
    expect(i18n.t('basket.title')).toBe(createCheckoutI18n('de').t('basket.title'));
  });
});

describe('applyDocumentLocale', () => {
  it('sets <html lang>', () => {
    applyDocumentLocale('de');
    expect(document.documentElement.lang).toBe('de');
  });
});
