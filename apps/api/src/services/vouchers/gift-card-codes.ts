import { createHash, randomInt } from 'node:crypto';
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@shop/domain/vouchers';

/**
 * A new secret code: each character drawn uniformly from the alphabet by the system's
 * cryptographic generator (31^16 codes, about 2^79), so codes cannot be guessed from others.
 */
export function drawGiftCardCode(): string {
  return Array.from(
    { length: GIFT_CARD_CODE_LENGTH },
    () => GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]!,
  ).join('');
}

/** What the database keeps of a normalised code: its SHA-256, never the code. */
export const giftCardCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** The characters a card is recognised by in lists and labels. */
export const lastFour = (code: string) => code.slice(-4);
