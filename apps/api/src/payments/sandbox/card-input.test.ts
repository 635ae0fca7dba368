import { describe, expect, it } from 'vitest';
import { cardBrand, isExpired, luhnValid, readCardForm, withCheckDigit } from './card-input';

const NOW = new Date('2026-11-25T12:00:00Z');
const good = {
  holder: ' Jeanne Dupont ',
  number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
};

describe('hosted card form', () => {
  it('reads a good card, digits only, expiry as a month and a full year', () => {
    expect(readCardForm(good, NOW)).toEqual({
      ok: true,
      card: { holder: 'Jeanne Dupont', number: '4242424242424242', expMonth: 12, expYear: 2030 },
    });
  });

  it('names each missing field', () => {
    expect(readCardForm({}, NOW)).toEqual({
      ok: false,
      errors: {
        holder: 'holderRequired',
        number: 'numberRequired',
        expiry: 'expiryRequired',
        cvc: 'cvcRequired',
      },
    });
  });

  it('refuses a number that fails the Luhn check or has the wrong length', () => {
    const errors = (number: string) => readCardForm({ ...good, number }, NOW);
    expect(errors('4242 4242 4242 4241')).toEqual({
      ok: false,
      errors: { number: 'numberInvalid' },
    });
    expect(errors('4242')).toEqual({ ok: false, errors: { number: 'numberInvalid' } });
    expect(errors('4242 4242 abcd 4242')).toEqual({
      ok: false,
      errors: { number: 'numberInvalid' },
    });
  });

  it('wants MM/YY, a real month, not in the past (the current month still works)', () => {
    const expiry = (value: string) => readCardForm({ ...good, expiry: value }, NOW);
    expect(expiry('13/30')).toEqual({ ok: false, errors: { expiry: 'expiryFormat' } });
    expect(expiry('1230')).toEqual({ ok: false, errors: { expiry: 'expiryFormat' } });
    expect(expiry('10/26')).toEqual({ ok: false, errors: { expiry: 'expiryPast' } });
    expect(expiry('11/26').ok).toBe(true);
    expect(expiry('11/2026').ok).toBe(true);
  });

  it('wants a security code of 3 or 4 digits', () => {
    expect(readCardForm({ ...good, cvc: '12' }, NOW)).toEqual({
      ok: false,
      errors: { cvc: 'cvcInvalid' },
    });
    expect(readCardForm({ ...good, cvc: '1234' }, NOW).ok).toBe(true);
  });
});

describe('card helpers', () => {
  it('compute and check Luhn digits', () => {
    expect(withCheckDigit('424242424242424')).toBe('4242424242424242');
    expect(luhnValid('4000002760003184')).toBe(true);
    expect(luhnValid('4000002760003185')).toBe(false);
  });

  it('tell the brand from the number', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('unknown');
  });

  it('keep a card good until the end of its month', () => {
    expect(isExpired(11, 2026, NOW)).toBe(false);
    expect(isExpired(10, 2026, NOW)).toBe(true);
  });
});
