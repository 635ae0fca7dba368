/**
 * Stickers of a product thumbnail (storefront sections 2 and 3): from the product's label and
 * its market labels. The label gives one message sticker, each market label one sticker of
 * its class; names of market labels come per language, label texts from the app's messages.
 */

export type StickerVariant = 'grey' | 'white' | 'eco' | 'exclusive' | 'promo' | 'large';
export type ProductLabel = 'promo' | 'flash_sale' | 'top_sale' | 'new';

export type StickerSpec =
  | { variant: StickerVariant; message: 'new' | 'top_sale' | 'flash_sale' | 'promo' }
  | { variant: 'promo'; percent: number }
  | { variant: StickerVariant; text: string };

interface StickerSource {
  label: ProductLabel | null;
  promotion: { percent: number } | null;
  marketLabels?: Record<string, { class: string; name: Partial<Record<string, string>> }>;
}

const MARKET_VARIANTS: Readonly<Record<string, StickerVariant>> = {
  eco_friendly: 'eco',
  exclusivity: 'exclusive',
};

/** The label sticker first (flash sales loudest), then market labels in code order. */
export function productStickers(product: StickerSource, locale: string): StickerSpec[] {
  const stickers: StickerSpec[] = [];
  const percent = product.promotion?.percent ?? 0;
  if (product.label === 'flash_sale') stickers.push({ variant: 'large', message: 'flash_sale' });
  else if (product.label === 'promo')
    stickers.push(
      percent > 0 ? { variant: 'promo', percent } : { variant: 'promo', message: 'promo' },
    );
  else if (product.label === 'top_sale') stickers.push({ variant: 'grey', message: 'top_sale' });
  else if (product.label === 'new') stickers.push({ variant: 'white', message: 'new' });
  const market = Object.entries(product.marketLabels ?? {}).sort(([a], [b]) => a.localeCompare(b));
  for (const [, entry] of market) {
    const variant = MARKET_VARIANTS[entry.class];
    const text = entry.name[locale] ?? entry.name.fr;
    if (variant && text) stickers.push({ variant, text });
  }
  return stickers;
}
