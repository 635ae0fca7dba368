/**
 * Shapes of the jsonb columns. They mirror the wire schemas of @shop/api-client but are kept
 * here as plain types so the schema module has no runtime dependency (drizzle-kit loads it).
 */
export type Locale = 'fr' | 'es' | 'it' | 'nl' | 'de' | 'en';
export type PerLocale = Partial<Record<Locale, string>>;

export interface LinkJson {
  path: string;
}

export interface MenuItemJson {
  name: string;
  url: LinkJson;
  label: string | null;
  children: MenuItemJson[];
}

export interface MenuSubSectionJson {
  name: string;
  url: LinkJson | null;
  menuSubSectionItems: MenuItemJson[];
}

export interface TemplateItemJson {
  slug: string;
  link: string;
  image: string;
  title: string;
  creativeVersion: string | null;
}

export interface MenuTemplateJson {
  templateItems: TemplateItemJson[];
}

export interface SitemapColumnJson {
  title: string;
  links: { label: string; url: string }[];
}

export interface SocialLinkJson {
  network: 'instagram' | 'tiktok' | 'facebook' | 'youtube';
  url: string;
}

export interface AppStoreLinkJson {
  platform: 'apple' | 'google';
  url: string;
  qrCodeUrl: string;
}

/** A list of texts in each language (care instructions). */
export type PerLocaleList = Partial<Record<Locale, string[]>>;

export type CmsBlockJson =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'faq'; title: string; items: { question: string; answer: string }[] };

export type TemplateBlockJson =
  | { type: 'slider'; templateItems: TemplateItemJson[] }
  | {
      type: 'category_grid';
      title: string;
      subtitle: string | null;
      templateItems: TemplateItemJson[];
    }
  | { type: 'text'; title: string; paragraphs: string[] }
  | { type: 'products'; title: string; productIds: number[] };

/** Opening hours of a relay point: weekday 1 (Monday) to 7, no periods when closed. */
export interface OpeningDayJson {
  day: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  periods: { open: string; close: string }[];
}
