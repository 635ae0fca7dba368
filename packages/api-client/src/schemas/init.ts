import { STORE_IDS } from '@shop/domain/stores';
import { LOCALES } from '@shop/domain/locales';
import { z } from 'zod';
import { zText } from './text';

export const ZStoreId = z.enum(STORE_IDS);
export const ZLocale = z.enum(LOCALES);

export const ZCountry = z.object({
  isoCode2: zText().regex(/^[A-Z]{2}$/),
  name: zText().min(1),
  deliverable: z.boolean(),
});

export const ZStore = z.object({
  id: ZStoreId,
  displayName: zText(),
  pictureFlagUrl: zText(),
  baseUrl: zText().url(),
  defaultLocale: ZLocale,
  /** The store's own languages, the default (unprefixed) first: Belgium speaks Dutch and French. */
  languages: z.array(ZLocale).min(1),
  /** Every language the store serves, its own first. */
  locales: z.array(ZLocale).min(1),
  countryCode: zText().regex(/^[A-Z]+$/),
  langCode: zText().regex(/^[a-z]+$/),
  isMain: z.boolean(),
  productIndex: zText(),
  suggestionIndex: zText(),
});

export const ZMenuType = z.enum([
  'NOVELTIES',
  'TOPSALES',
  'PROMO',
  'PROMOTIONS',
  'BRANDS',
  'ARTISTS',
  'ACCESSORIES',
  'CATEGORY',
]);

export const ZLink = z.object({ path: zText().startsWith('/') });

export interface TMenuSubSectionItem {
  name: string;
  url: z.infer<typeof ZLink>;
  label: string | null;
  children: TMenuSubSectionItem[];
}
export const ZMenuSubSectionItem: z.ZodType<TMenuSubSectionItem> = z.lazy(() =>
  z.object({
    name: zText(),
    url: ZLink,
    label: zText().nullable(),
    children: z.array(ZMenuSubSectionItem),
  }),
);

export const ZTemplateItem = z.object({
  slug: zText(),
  link: zText(),
  image: zText(),
  title: zText(),
  creativeVersion: zText().nullable(),
});

export const ZMenuEntry = z.object({
  type: ZMenuType,
  name: zText(),
  url: ZLink,
  active: z.boolean(),
  menuSubSections: z.array(
    z.object({
      name: zText(),
      url: ZLink.nullable(),
      menuSubSectionItems: z.array(ZMenuSubSectionItem),
    }),
  ),
  template: z.object({ templateItems: z.array(ZTemplateItem) }).nullable(),
});

export const ZFooter = z.object({
  sitemap: z
    .array(
      z.object({
        title: zText(),
        links: z.array(z.object({ label: zText(), url: zText() })),
      }),
    )
    .length(4),
  social: z.array(
    z.object({ network: z.enum(['instagram', 'tiktok', 'facebook', 'youtube']), url: zText() }),
  ),
  appStores: z.array(
    z.object({ platform: z.enum(['apple', 'google']), url: zText(), qrCodeUrl: zText() }),
  ),
});

export const ZBoSettings = z.object({
  maintenance: z.boolean(),
  popinOutlet: z.boolean(),
});

export const ZInit = z.object({
  countries: z.array(ZCountry),
  stores: z.array(ZStore).length(STORE_IDS.length),
  menu: z.array(ZMenuEntry),
  footer: ZFooter,
  freeShippingAmount: z.object({ freeShipping: z.number().nonnegative() }),
  headerBanner: z.array(z.object({ templateItems: z.array(ZTemplateItem) })),
  boSettings: ZBoSettings,
});

export type TCountry = z.infer<typeof ZCountry>;
export type TStore = z.infer<typeof ZStore>;
export type TMenuEntry = z.infer<typeof ZMenuEntry>;
export type TFooter = z.infer<typeof ZFooter>;
export type TInit = z.infer<typeof ZInit>;
