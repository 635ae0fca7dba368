import { LOCALES } from '@shop/domain/locales';
import { describe, expect, it } from 'vitest';
import { applyDocumentLocale, createCheckoutI18n } from './i18n';

describe('createCheckoutI18n', () => {
  it('translates the checkout texts in every locale', () => {
    expect(createCheckoutI18n('fr').t('basket.title')).toBe('Mon panier');
    expect(createCheckoutI18n('es').t('basket.title')).toBe('Mi cesta');
    for (const locale of LOCALES) {
      const t = createCheckoutI18n(locale).t;
      for (const key of ['basket.summary', 'errors.notFoundTitle', 'checkout.securePayment']) {
        expect(t(key)).not.toBe(key);
      }
    }
  });
});

describe('applyDocumentLocale', () => {
  it('sets <html lang>', () => {
    applyDocumentLocale('de');
    expect(document.documentElement.lang).toBe('de');
  });
});
