import { seasonalContent, type SeasonalContent } from '@shop/domain/seasonal-banner';
import { z } from 'zod';
import { zText } from './text';
import { queryList, ZId, ZSlug } from './common';
import { ZTemplateItem } from './init';

export const ZSaleBanner = z.object({
  image: zText(),
  imageMobile: zText(),
  altText: zText(),
  altTextMobile: zText(),
  link: zText(),
  linkMobile: zText(),
});

/** Four content start dates and an end date (storefront section 3), ISO 8601. */
export const ZSeasonalBanner = z.object({
  content1: z.iso.datetime({ offset: true }),
  content2: z.iso.datetime({ offset: true }),
  content3: z.iso.datetime({ offset: true }),
  content4: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
});

/**
 * A template by slug: a list of items (top_categorie_homepage, home_slider...), or one of the
 * reserved slugs `sale_banner` and `seasonal_banner` that carry the store's banners.
 */
export const ZTemplate = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('items'),
    slug: ZSlug,
    title: zText().nullable(),
    subtitle: zText().nullable(),
    templateItems: z.array(ZTemplateItem),
  }),
  z.object({ type: z.literal('sale_banner'), slug: ZSlug, saleBanner: ZSaleBanner }),
  z.object({ type: z.literal('seasonal_banner'), slug: ZSlug, seasonalBanner: ZSeasonalBanner }),
]);

/** GET /templates?templateSlugs[]=a&templateSlugs[]=b: found templates in the asked order. */
export const ZTemplates = z.object({ templates: z.array(ZTemplate) });
export const ZTemplatesQuery = z.object({ 'templateSlugs[]': queryList(ZSlug, 20) });

export const ZTemplateBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('slider'), templateItems: z.array(ZTemplateItem).min(1) }),
  z.object({
    type: z.literal('category_grid'),
    title: zText(),
    subtitle: zText().nullable(),
    templateItems: z.array(ZTemplateItem).min(1),
  }),
  z.object({ type: z.literal('text'), title: zText(), paragraphs: z.array(zText()).min(1) }),
  z.object({ type: z.literal('products'), title: zText(), productIds: z.array(ZId) }),
]);

export const TEMPLATE_PAGE_DEFAULT_VERSION = 'v3';
export const ZTemplateVersion = zText().regex(/^v[1-9]\d?$/, 'expected v1 to v99');

/** GET /template-page/{slug}/{version}: a CMS-driven page; version defaults to v3. */
export const ZTemplatePage = z.object({
  slug: ZSlug,
  version: ZTemplateVersion,
  title: zText(),
  metaTitle: zText(),
  metaDescription: zText(),
  /** `slider` gives the transparent header of the template layout (storefront section 2). */
  headerLayout: z.enum(['default', 'slider']),
  blocks: z.array(ZTemplateBlock).min(1),
});
export const ZTemplatePageParams = z.object({
  slug: ZSlug,
  version: ZTemplateVersion.default(TEMPLATE_PAGE_DEFAULT_VERSION),
});

export type TSaleBanner = z.infer<typeof ZSaleBanner>;
export type TSeasonalBanner = z.infer<typeof ZSeasonalBanner>;
export type TTemplate = z.infer<typeof ZTemplate>;
export type TTemplates = z.infer<typeof ZTemplates>;
export type TTemplateBlock = z.infer<typeof ZTemplateBlock>;
export type TTemplatePage = z.infer<typeof ZTemplatePage>;

/** The campaign's variant at `now` (storefront section 4), from its wire form (ISO dates). */
export function seasonalContentAt(banner: TSeasonalBanner, now: Date): SeasonalContent | null {
  return seasonalContent(
    {
      content1: new Date(banner.content1),
      content2: new Date(banner.content2),
      content3: new Date(banner.content3),
      content4: new Date(banner.content4),
      endDate: new Date(banner.endDate),
    },
    now,
  );
}
