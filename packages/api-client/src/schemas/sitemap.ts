import { z } from 'zod';
import { ZPerLocale } from './common';

/** Products per sitemap file: well under the protocol's 50,000 URLs once multiplied by locale. */
export const SITEMAP_PRODUCTS_PER_PAGE = 5000;

/** GET /sitemap/products?page=N: the listable products, by id, one page at a time. */
export const ZSitemapQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const ZSitemapProducts = z.object({
  page: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative(),
  products: z.array(
    z.object({ slugs: ZPerLocale, lastModified: z.iso.datetime({ offset: true }) }),
  ),
});

export type TSitemapProducts = z.infer<typeof ZSitemapProducts>;
