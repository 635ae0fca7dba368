import { describe, expect, it } from 'vitest';
import { cardBrand, isExpired, luhnValid, readCardForm, withCheckDigit } from './card-input';

// Dates count from the clock: the rule is about the current month, not about a year.
const NOW = new Date();
const MONTH = NOW.getUTCMonth() + 1;
const YEAR = NOW.getUTCFullYear();
const mm = (month: number) => String(month).padStart(2, '0');
const yy = (year: number) => String(year % 100).padStart(2, '0');
/** The month before the current one, as month and year. */
const LAST = MONTH === 1 ? { month: 12, year: YEAR - 1 } : { month: MONTH - 1, year: YEAR };
const good = {
  holder: ' Jeanne Dupont ',
  number: '4242 4242 4242 4242',
  expiry: `12/${yy(YEAR + 4)}`,
  cvc: '123',
};

describe('hosted card form', () => {
  it('reads a good card, digits only, expiry as a month and a full year', () => {
    expect(readCardForm(good, NOW)).toEqual({
      ok: true,
      card: {
        holder: 'Jeanne Dupont',
        number: '4242424242424242',
        expMonth: 12,
        expYear: YEAR + 4,
      },
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
    expect(expiry(`13/${yy(YEAR + 4)}`)).toEqual({ ok: false, errors: { expiry: 'expiryFormat' } });
    expect(expiry(`12${yy(YEAR + 4)}`)).toEqual({ ok: false, errors: { expiry: 'expiryFormat' } });
    expect(expiry(`${mm(LAST.month)}/${yy(LAST.year)}`)).toEqual({
      ok: false,
      errors: { expiry: 'expiryPast' },
    });
    expect(expiry(`${mm(MONTH)}/${yy(YEAR)}`).ok).toBe(true);
    expect(expiry(`${mm(MONTH)}/${YEAR}`).ok).toBe(true);
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
    expect(isExpired(MONTH, YEAR, NOW)).toBe(false);
    expect(isExpired(LAST.month, LAST.year, NOW)).toBe(true);
  });
});
