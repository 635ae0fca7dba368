import type { StickerSpec } from '@shop/domain/stickers';
import type { Translate } from '../../server/i18n';

const STICKER_MESSAGES = {
  new: 'listing.stickerNew',
  top_sale: 'listing.stickerTopSale',
  flash_sale: 'listing.stickerFlashSale',
  promo: 'listing.stickerPromo',
} as const;

/** A sticker's text: the percentage off, a message of the app, or a market label's name. */
export function stickerLabel(sticker: StickerSpec, t: Translate): string {
  if ('percent' in sticker) return `-${sticker.percent}%`;
  if ('message' in sticker) return t(STICKER_MESSAGES[sticker.message]);
  return sticker.text;
}
