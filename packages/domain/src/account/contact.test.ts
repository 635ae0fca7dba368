import { describe, expect, it } from 'vitest';
import { orderNumber } from '../checkout/orders';
import { isContactSubject, isValidOrderReference, normalizeOrderReference } from './contact';

describe('isValidOrderReference', () => {
  it('accepts 1 to 8 digits (the spec)', () => {
    for (const id of ['1', '42', '00012345', '99999999'])
      expect(isValidOrderReference(id)).toBe(true);
  });

  it('accepts the order numbers the shop gives, as typed from the e-mail', () => {
    for (const id of ['FR-2612-00001B', 'fr-2612-00001b', ' DE-2601-0A1B2C ', 'INT-2612-0000001B'])
      expect(isValidOrderReference(id)).toBe(true);
    expect(normalizeOrderReference(' fr-2612-00001b ')).toBe('FR-2612-00001B');
  });

  it('accepts every number orderNumber prints, in every store', () => {
    for (const store of ['fr', 'es', 'it', 'be', 'de', 'int'])
      for (const id of [1, 1_234_567, 2_000_000_000])
        expect(isValidOrderReference(orderNumber(store, new Date(0), id))).toBe(true);
  });

  it('refuses nothing, 9 digits, letters, signs and broken numbers', () => {
    for (const id of [
      '',
      '123456789',
      '12a4',
      '-12',
      '1.5',
      '１２３',
      'FR-26-00001B',
      'FR2612-00001B',
    ])
      expect(isValidOrderReference(id)).toBe(false);
    expect(isValidOrderReference('FR-2612-00001B; DROP')).toBe(false);
    expect(isValidOrderReference(1234)).toBe(false);
  });
});

describe('isContactSubject', () => {
  it('knows the fixed list only', () => {
    expect(isContactSubject('delivery')).toBe(true);
    expect(isContactSubject('Delivery')).toBe(false);
    expect(isContactSubject('refund')).toBe(false);
  });
});
