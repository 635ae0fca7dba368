import { describe, expect, it } from 'vitest';
import { isContactSubject, isValidOrderId } from './contact';

describe('isValidOrderId', () => {
  it('accepts 1 to 8 digits', () => {
    for (const id of ['1', '42', '00012345', '99999999']) expect(isValidOrderId(id)).toBe(true);
  });

  it('refuses nothing, 9 digits, letters, signs and spaces', () => {
    for (const id of ['', '123456789', '12a4', '-12', '1.5', ' 123', '123 ', '１２３'])
      expect(isValidOrderId(id)).toBe(false);
    expect(isValidOrderId(1234)).toBe(false);
  });
});

describe('isContactSubject', () => {
  it('knows the fixed list only', () => {
    expect(isContactSubject('delivery')).toBe(true);
    expect(isContactSubject('Delivery')).toBe(false);
    expect(isContactSubject('refund')).toBe(false);
  });
});
