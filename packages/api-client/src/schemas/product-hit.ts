import { z } from 'zod';
import { ZPerLocale } from './common';

const ZPrice = z.object({
  price: z.number().nonnegative(),
  originalPrice: z.number().nonnegative(),
});

export const MARKET_LABEL_CLASSES = ['eco_friendly', 'exclusivity'] as const;

/** Market labels keyed by code: a name per locale and a class (storefront section 3). */
export const ZMarketLabels = z.record(
  z.string(),
  z.object({ class: z.enum(MARKET_LABEL_CLASSES), name: ZPerLocale }),
);

/** A record of a `products_{store}_prod` search index (storefront section 3). */
export const ZProductHit = z.object({
  objectID: z.string(),
  productID: z.number().int().positive(),
  slugs: ZPerLocale,
  names: ZPerLocale,
  brand: z.string(),
  displayInformation: z.object({ title: z.string() }),
  pictures: z.array(z.object({ picture: z.string(), default: z.boolean() })),
  prices: z.record(z.string(), ZPrice).and(z.object({ default: ZPrice })),
  label: z.enum(['promo', 'flash_sale', 'top_sale', 'new']).nullable(),
  promotion: z.object({ percent: z.number() }).nullable(),
  sizes: z.array(z.object({ id: z.number().int(), size: z.string(), quantity: z.number().int() })),
  watermarkUrl: z.string().nullable(),
  isOnlyOutlet: z.boolean(),
  displayInListing: z.boolean(),
  // Optional so records indexed before market labels existed still parse.
  marketLabels: ZMarketLabels.optional(),
});

export type TProductHit = z.infer<typeof ZProductHit>;
export type TMarketLabels = z.infer<typeof ZMarketLabels>;
