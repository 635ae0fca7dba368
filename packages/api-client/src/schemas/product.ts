import { z } from 'zod';
import { zText } from './text';
import { queryList, ZId, ZIdParam } from './common';
import { ZMarketLabels, ZProductHit } from './product-hit';
import { ZSeo } from './page-info';

const ZRef = z.object({ id: ZId, name: zText(), url: zText() });

/** The product as its page shows it: the search record plus what the page adds. */
export const ZProductDetails = ZProductHit.extend({
  marketLabels: ZMarketLabels,
  url: zText(),
  brandRef: ZRef,
  category: ZRef.extend({ parent: ZRef.nullable() }),
  artist: ZRef.nullable(),
  range: ZRef.nullable(),
  material: z.object({ slug: zText(), name: zText() }).nullable(),
  ecoLabel: z.object({ code: zText(), name: zText() }).nullable(),
  colour: z.object({ hex: zText().regex(/^#[0-9a-f]{6}$/), name: zText() }),
  gender: z.object({ code: z.enum(['men', 'women', 'unisex']), name: zText() }),
  noveltyAt: z.iso.datetime({ offset: true }),
});

/** Rating of a product: average out of 5 (null without ratings) and how many ratings. */
export const ZProductScores = z.object({
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().nonnegative(),
});

/** GET /products/{id}/information: the product sheet. */
export const ZProductInformation = z.object({
  reference: zText(),
  description: zText(),
  composition: zText().nullable(),
  care: z.array(zText()),
  details: z.array(zText()),
  madeIn: zText(),
});

/** GET /products/{id}: product, metadata, scores, informations (storefront section 3). */
export const ZProductPage = z.object({
  product: ZProductDetails,
  metadata: ZSeo.extend({ image: zText() }),
  scores: ZProductScores,
  informations: ZProductInformation,
});

/** GET /products/{id}/associated: products to show beside it. */
export const ZAssociatedProducts = z.object({ products: z.array(ZProductHit) });

/** GET /products/scores?ids[]=1&ids[]=2: scores of known products, in the asked order. */
export const ZProductScoresList = z.object({
  scores: z.array(ZProductScores.extend({ productId: ZId })),
});
export const ZProductScoresQuery = z.object({ 'ids[]': queryList(ZIdParam, 100) });

export const ZProductParams = z.object({ id: ZIdParam });
/** The product call carries the URL version v3 (storefront section 7); older ones are refused. */
export const PRODUCT_URL_VERSION = 'v3';
export const ZProductHeaders = z.object({
  'X-Url-Version': z.literal(PRODUCT_URL_VERSION).optional(),
});

export type TProductDetails = z.infer<typeof ZProductDetails>;
export type TProductScores = z.infer<typeof ZProductScores>;
export type TProductInformation = z.infer<typeof ZProductInformation>;
export type TProductPage = z.infer<typeof ZProductPage>;
export type TAssociatedProducts = z.infer<typeof ZAssociatedProducts>;
export type TProductScoresList = z.infer<typeof ZProductScoresList>;
