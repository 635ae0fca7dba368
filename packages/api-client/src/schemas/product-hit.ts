import { z } from 'zod';
import { zText } from './text';
import { ZPerLocale } from './common';

const ZPrice = z.object({
  price: z.number().nonnegative(),
  originalPrice: z.number().nonnegative(),
});

export const MARKET_LABEL_CLASSES = ['eco_friendly', 'exclusivity'] as const;

/** Market labels keyed by code: a name per locale and a class (storefront section 3). */
export const ZMarketLabels = z.record(
  zText(),
  z.object({ class: z.enum(MARKET_LABEL_CLASSES), name: ZPerLocale }),
);

/** A record of a `products_{store}_prod` search index (storefront section 3). */
export const ZProductHit = z.object({
  objectID: zText(),
  productID: z.number().int().positive(),
  slugs: ZPerLocale,
  names: ZPerLocale,
  brand: zText(),
  displayInformation: z.object({ title: zText() }),
  pictures: z.array(z.object({ picture: zText(), default: z.boolean() })),
  prices: z.record(zText(), ZPrice).and(z.object({ default: ZPrice })),
  label: z.enum(['promo', 'flash_sale', 'top_sale', 'new']).nullable(),
  promotion: z.object({ percent: z.number() }).nullable(),
  sizes: z.array(z.object({ id: z.number().int(), size: zText(), quantity: z.number().int() })),
  watermarkUrl: zText().nullable(),
  isOnlyOutlet: z.boolean(),
  displayInListing: z.boolean(),
  // Optional so records indexed before market labels existed still parse.
  marketLabels: ZMarketLabels.optional(),
});

export type TProductHit = z.infer<typeof ZProductHit>;
export type TMarketLabels = z.infer<typeof ZMarketLabels>;
