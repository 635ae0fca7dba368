import { messages } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { remoteTranslator } from './remote-translator';

// Issue 30, item 20: the storefront reads GET /translations as the checkout does.
describe('remoteTranslator', () => {
  it("merges the API's texts over the bundled ones, key by key", async () => {
    const texts = { footer: { payment: 'Sicher bezahlen', refund: '  ' } };
    const t = await remoteTranslator(
      async () => texts,
      () => undefined,
    )('de');
    expect(t('footer.payment')).toBe('Sicher bezahlen');
    // An empty text is one not written yet; a missing key keeps the bundled text.
    expect(t('footer.refund')).toBe(messages.de.footer.refund);
    expect(t('footer.delivery')).toBe(messages.de.footer.delivery);
  });

  it('builds a fresh translator when the texts change, and keeps it while they do not', async () => {
    let payment = 'Erste Fassung';
    const translate = remoteTranslator(
      async () => ({ footer: { payment } }),
      () => undefined,
    );
    const first = await translate('de');
    expect(await translate('de')).toBe(first);
    payment = 'Zweite Fassung';
    const second = await translate('de');
    expect(second).not.toBe(first);
    expect(second('footer.payment')).toBe('Zweite Fassung');
    // The bundled instance is never changed in place.
    expect(first('footer.payment')).toBe('Erste Fassung');
  });

  it('reports a failure and uses the bundled texts', async () => {
    const reported: unknown[] = [];
    const failure = new Error('API down');
    const t = await remoteTranslator(
      () => Promise.reject(failure),
      (error, locale) => reported.push([error, locale]),
    )('it');
    expect(reported).toEqual([[failure, 'it']]);
    expect(t('footer.payment')).toBe(messages.it.footer.payment);
  });
});
