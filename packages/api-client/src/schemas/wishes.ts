import { z } from 'zod';
import { ZId, ZIdParam } from './common';

/** The wishlist under /secure (storefront section 3: a wish is an id and a product). */
export const ZWish = z.object({ id: ZId, product: ZId });
export const ZWishes = z.array(ZWish);
export const ZWishRequest = z.object({ product: ZId });
export const ZWishParams = z.object({ id: ZIdParam });

export type TWish = z.infer<typeof ZWish>;
export type TWishRequest = z.infer<typeof ZWishRequest>;
