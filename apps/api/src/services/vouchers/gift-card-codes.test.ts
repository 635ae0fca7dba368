import { GIFT_CARD_ALPHABET, normalizeGiftCardCode } from '@shop/domain/vouchers';
import { describe, expect, it } from 'vitest';
import { drawGiftCardCode, giftCardCodeHash, lastFour } from './gift-card-codes';

describe('gift card codes', () => {
  it('draws valid codes of the alphabet, never the same twice in a thousand', () => {
    const codes = Array.from({ length: 1_000 }, drawGiftCardCode);
    for (const code of codes) expect(normalizeGiftCardCode(code)).toBe(code);
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up: the draw covers all of it.
    expect(new Set(codes.join('')).size).toBe(GIFT_CARD_ALPHABET.length);
  });

  it('keeps a SHA-256 of the code, which does not contain it', () => {
    const code = drawGiftCardCode();
    const hash = giftCardCodeHash(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(giftCardCodeHash(normalizeGiftCardCode(code.toLowerCase())!));
    expect(hash.toUpperCase()).not.toContain(code);
    expect(lastFour(code)).toBe(code.slice(12));
  });
});
