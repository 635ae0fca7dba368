import { z } from 'zod';
import { zText } from './text';
import { ZId, ZIdParam } from './common';

/**
 * Back-office administration (docs/decisions.md): a few writes guarded by one shared token in
 * the `X-Admin-Token` header. Both the API and its callers (end-to-end tests, scripts) use these.
 */

export const ADMIN_TOKEN_HEADER = 'X-Admin-Token';

const ZProductLabel = z.enum(['promo', 'flash_sale', 'top_sale', 'new']);

/** Euros with at most two decimals, as the numeric(10,2) columns hold them. */
const ZAmount = z
  .number()
  .min(0)
  .max(99_999_999)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most 2 decimals');

export const ZAdminSettings = z.object({
  maintenance: z.boolean(),
  popinOutlet: z.boolean(),
  freeShippingAmount: ZAmount,
  /** Start of the novelty window: the novelties listing shows products new since then. */
  noveltySince: z.iso.datetime({ offset: true }).nullable(),
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>;

export const ZAdminSettingsPatch = ZAdminSettings.partial().strict();
export type TAdminSettingsPatch = z.infer<typeof ZAdminSettingsPatch>;

/** Price keys of a product: the five countries and `default` (international store). */
export const PRICE_COUNTRY_KEYS = ['fr', 'es', 'it', 'be', 'de', 'default'] as const;

export const ZAdminPrice = z
  .object({ price: ZAmount, originalPrice: ZAmount })
  .strict()
  .refine((value) => value.price <= value.originalPrice, {
    message: 'must not exceed originalPrice',
    path: ['price'],
  });

export const ZAdminProductPatch = z
  .object({
    displayInListing: z.boolean(),
    isOnlyOutlet: z.boolean(),
    label: ZProductLabel.nullable(),
    promotionPercent: z.number().int().min(1).max(99).nullable(),
    prices: z.partialRecord(z.enum(PRICE_COUNTRY_KEYS), ZAdminPrice),
  })
  .partial()
  .strict();
export type TAdminProductPatch = z.infer<typeof ZAdminProductPatch>;

export const ZAdminSize = z.object({
  id: ZId,
  productId: ZId,
  label: zText(),
  stock: z.number().int().min(0),
});
export type TAdminSize = z.infer<typeof ZAdminSize>;

export const ZAdminProduct = z.object({
  id: ZId,
  displayInListing: z.boolean(),
  isOnlyOutlet: z.boolean(),
  label: ZProductLabel.nullable(),
  promotionPercent: z.number().int().nullable(),
  prices: z.partialRecord(
    z.enum(PRICE_COUNTRY_KEYS),
    z.object({ price: z.number(), originalPrice: z.number() }),
  ),
  sizes: z.array(ZAdminSize),
});
export type TAdminProduct = z.infer<typeof ZAdminProduct>;

export const ZAdminSizePatch = z.object({ stock: z.number().int().min(0).max(1_000_000) }).strict();
export type TAdminSizePatch = z.infer<typeof ZAdminSizePatch>;

export const ZAdminProductParams = z.object({ id: ZIdParam });
export const ZAdminSizeParams = z.object({ id: ZIdParam, sizeId: ZIdParam });
