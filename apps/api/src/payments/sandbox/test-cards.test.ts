import { PAYMENT_ERROR_CODES } from '@shop/domain/payment-errors';
import { describe, expect, it } from 'vitest';
import { luhnValid } from './card-input';
import { codeCardNumber, TEST_CARDS, testCardOutcome } from './test-cards';

describe('sandbox test cards', () => {
  it('are valid card numbers, each listed once', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number), card.number).toBe(true);
    expect(new Set(TEST_CARDS.map((card) => card.number)).size).toBe(TEST_CARDS.length);
  });

  it('follow the public numbers of card providers', () => {
    expect(testCardOutcome('4242424242424242')).toBe('succeeded');
    expect(testCardOutcome('4000000000000002')).toBe('4000001');
    expect(testCardOutcome('4000002760003184')).toBe('three_ds');
  });

  it('have a number for every provider error code: 4000 0009, the code, a check digit', () => {
    expect(codeCardNumber('4000002')).toBe('4000000940000021');
    for (const code of PAYMENT_ERROR_CODES)
      expect(testCardOutcome(codeCardNumber(code))).toBe(code);
  });

  it('refuse any other number as not a test card', () => {
    expect(testCardOutcome('4111111111111111')).toBe('4010310');
  });
});
