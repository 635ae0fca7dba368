import { CMS_PAGE_KEYS } from '@shop/domain/routes';
import { z } from 'zod';
import { zText } from './text';
import { ZPerLocale, ZSlug } from './common';

/** Content is structured blocks, never HTML: the front ends render it without injecting markup. */
export const ZCmsBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: zText() }),
  z.object({ type: z.literal('paragraph'), text: zText() }),
  z.object({ type: z.literal('list'), items: z.array(zText()).min(1) }),
  z.object({
    type: z.literal('faq'),
    title: zText(),
    items: z.array(z.object({ question: zText(), answer: zText() })).min(1),
  }),
]);

/** GET /cms/slug/{pageKey}: a CMS page of the store in the request language. */
export const ZCmsPage = z.object({
  key: z.enum(CMS_PAGE_KEYS),
  slug: ZSlug,
  title: zText(),
  metaTitle: zText(),
  metaDescription: zText(),
  blocks: z.array(ZCmsBlock).min(1),
  /** The page's path in every language of the store (`/t/{slug}`). */
  alternates: ZPerLocale,
  updatedAt: z.iso.datetime({ offset: true }),
});

/**
 * The page key is the localized slug (`livraison-et-retours`) or the key itself (`delivery`,
 * `promoCode`), hence letters of both cases.
 */
export const ZCmsParams = z.object({
  pageKey: zText()
    .max(120)
    .regex(/^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/, 'expected a page slug or key'),
});

export type TCmsBlock = z.infer<typeof ZCmsBlock>;
export type TCmsPage = z.infer<typeof ZCmsPage>;
