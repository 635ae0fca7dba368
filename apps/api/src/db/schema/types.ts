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

/** An order's delivery address as the book answered it when the order was placed (ZAddress). */
export interface OrderAddressJson {
  id: number;
  label: string | null;
  civility: number | null;
  lastName: string | null;
  firstName: string | null;
  street: string | null;
  streetDetails: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  countryIsoCode2: string | null;
  countryName: string | null;
  activeCountry: boolean | null;
  phoneNumber: string | null;
  company: string | null;
  default: boolean | null;
}

/** An order's relay point when the order was placed (ZRelayPoint). */
export interface OrderRelayPointJson {
  id: string;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  countryIsoCode2: string;
  latitude: number;
  longitude: number;
  openingHours: OpeningDayJson[];
  distanceKm: number | null;
}

/** An order's carrier, priced for that order (amount in cents). */
export interface OrderCarrierJson {
  id: number;
  code: string;
  name: string;
  type: 'home' | 'relay';
  amountCents: number;
  deliveryDate: string;
  deliveryDateLabel: string;
}
