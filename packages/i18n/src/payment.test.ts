import { LOCALES } from '@shop/domain/locales';
import { PAYMENT_ERRORS, paymentErrorMessageKey } from '@shop/domain/payment-errors';
import { describe, expect, it } from 'vitest';
import { createI18n, messages } from './index';

describe('payment bundle', () => {
  it.each(LOCALES)('%s explains every provider error code', (locale) => {
    const errors = messages[locale].payment.errors as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual(PAYMENT_ERRORS.map((error) => error.key).sort());
    const t = createI18n(locale).t;
    for (const { code } of PAYMENT_ERRORS)
      expect(t(paymentErrorMessageKey(code))).not.toBe(paymentErrorMessageKey(code));
  });

  // The spec's French wording, as the API answers a refused payment (orders bundle) and the
  // checkout shows it (purchase bundle).
  it('says, in French, that the payment failed and that nothing was debited', () => {
    expect(messages.fr.orders.payment.failed).toBe('Votre paiement a échoué...');
    expect(messages.fr.orders.payment.noDebit).toMatch(/Aucun débit/);
    expect(messages.fr.purchase.failure.title).toMatch(/^Votre paiement a échoué/);
  });
});
