import { interpolate } from '@shop/i18n/interpolate';
import type { Locale } from '@shop/domain/locales';
import { MAIN_STORE_ID, type StoreId } from '@shop/domain/stores';
import type { MenuItemJson, MenuSubSectionJson, MenuTemplateJson } from '../../db/schema';
import type { SiteContext } from './context';
import { ARTISTS_INDEX_WORDS, BRANDS_INDEX_WORDS, listingWord } from '@shop/domain/routes';
import { LABELS } from './labels';
import { artistPath, brandPath, categoryName, categoryPath, productPicture } from './paths';

export interface SeedMenuEntry {
  storeId: StoreId;
  locale: Locale;
  position: number;
  type: string;
  name: string;
  path: string;
  active: boolean;
  subSections: MenuSubSectionJson[];
  template: MenuTemplateJson | null;
}

type Entry = Omit<SeedMenuEntry, 'storeId' | 'locale' | 'position'>;

const item = (name: string, path: string, label: string | null = null): MenuItemJson => ({
  name,
  url: { path },
  label,
  children: [],
});

/** The header menu of one store in one language (storefront spec section 3, menu entry). */
export function buildMenu(context: SiteContext, storeId: StoreId, locale: Locale): SeedMenuEntry[] {
  const entries: Entry[] = [
    novelties(context, locale),
    ...rootEntries(context, locale, ['clothing', 'shoes'], 'CATEGORY'),
    ...rootEntries(context, locale, ['accessories'], 'ACCESSORIES'),
    // The brands index exists on the main store only (storefront spec section 2).
    ...(storeId === MAIN_STORE_ID ? [brandsEntry(context, locale)] : []),
    artistsEntry(context, locale),
    promotions(storeId, locale),
    quickLinks(storeId, locale),
    {
      type: 'TOPSALES',
      name: LABELS.topSales[locale],
      path: `/${listingWord('top_sales', storeId, locale)}`,
      active: true,
      subSections: [],
      template: null,
    },
  ];
  return entries.map((entry, position) => ({ storeId, locale, position, ...entry }));
}

function categorySections(
  context: SiteContext,
  locale: Locale,
  rootSlugs: string[],
): MenuSubSectionJson[] {
  return context.categories
    .filter((category) => !category.leaf && rootSlugs.includes(category.root.slug))
    .map((root) => ({
      name: categoryName(root, locale),
      url: { path: categoryPath(root, locale) },
      menuSubSectionItems: context.categories
        .filter((category) => category.parentId === root.id)
        .map((leaf) => item(categoryName(leaf, locale), categoryPath(leaf, locale))),
    }));
}

function novelties(context: SiteContext, locale: Locale): Entry {
  const templateItems = context.featuredProductIds.slice(0, 2).map((id) => ({
    slug: `novelty-${id}`,
    link: `/${listingWord('novelty', MAIN_STORE_ID, locale)}`,
    image: productPicture(id),
    title: LABELS.newIn[locale],
    creativeVersion: null,
  }));
  return {
    type: 'NOVELTIES',
    name: LABELS.novelties[locale],
    path: `/${listingWord('novelty', MAIN_STORE_ID, locale)}`,
    active: true,
    subSections: categorySections(context, locale, ['clothing', 'shoes', 'accessories']),
    template: { templateItems },
  };
}

function rootEntries(context: SiteContext, locale: Locale, slugs: string[], type: string): Entry[] {
  const topBrands = context.brands.slice(0, 8).map((brand) => item(brand.name, brandPath(brand)));
  return slugs.flatMap((slug) => {
    const root = context.categories.find(
      (category) => !category.leaf && category.root.slug === slug,
    );
    if (!root) return [];
    const [categories] = categorySections(context, locale, [slug]);
    return [
      {
        type,
        name: categoryName(root, locale),
        path: categoryPath(root, locale),
        active: true,
        subSections: [
          { ...categories!, name: LABELS.categories[locale] },
          { name: LABELS.topBrands[locale], url: null, menuSubSectionItems: topBrands },
        ],
        template: null,
      },
    ];
  });
}

function brandsEntry(context: SiteContext, locale: Locale): Entry {
  const path = `/${BRANDS_INDEX_WORDS[locale]}`;
  const items = context.brands.map((brand) => item(brand.name, brandPath(brand)));
  return {
    type: 'BRANDS',
    name: LABELS.brands[locale],
    path,
    active: true,
    // First column up to 15 brands, the rest in a second one (storefront spec section 9).
    subSections: [
      { name: LABELS.topBrands[locale], url: null, menuSubSectionItems: items.slice(0, 15) },
      { name: LABELS.moreBrands[locale], url: { path }, menuSubSectionItems: items.slice(15) },
    ],
    template: null,
  };
}

function artistsEntry(context: SiteContext, locale: Locale): Entry {
  return {
    type: 'ARTISTS',
    name: LABELS.artists[locale],
    path: `/${ARTISTS_INDEX_WORDS[locale]}`,
    active: true,
    subSections: [
      {
        name: LABELS.collaborations[locale],
        url: null,
        menuSubSectionItems: context.artists
          .filter((artist) => !artist.categoryNames)
          .slice(0, 12)
          .map((artist) => item(artist.name, artistPath(artist))),
      },
      {
        // The named artist categories (spec section 9): collectives shown by their field.
        name: LABELS.universes[locale],
        url: null,
        menuSubSectionItems: context.artists.flatMap((artist) =>
          artist.categoryNames
            ? [item(artist.categoryNames[locale], artistPath(artist), artist.name)]
            : [],
        ),
      },
    ],
    template: null,
  };
}

function promotions(storeId: StoreId, locale: Locale): Entry {
  const path = `/${listingWord('promotions', storeId, locale)}`;
  const byDiscount = [30, 50].map((percent) =>
    item(
      interpolate(LABELS.discountFrom[locale], { p: percent }),
      `${path}?promotions=${percent}~100`,
    ),
  );
  return {
    type: 'PROMOTIONS',
    name: LABELS.promotions[locale],
    path,
    active: true,
    subSections: [
      { name: LABELS.byDiscount[locale], url: { path }, menuSubSectionItems: byDiscount },
    ],
    template: null,
  };
}

function quickLinks(storeId: StoreId, locale: Locale): Entry {
  return {
    type: 'PROMO',
    name: LABELS.sale[locale],
    path: `/${listingWord('sales', storeId, locale)}`,
    active: true,
    subSections: [
      {
        name: LABELS.quickLinks[locale],
        url: null,
        menuSubSectionItems: [
          item(LABELS.flashSale[locale], `/${listingWord('flash_sale', storeId, locale)}`, 'flash'),
          item(LABELS.outlet[locale], `/${listingWord('outlet', storeId, locale)}`),
        ],
      },
    ],
    template: null,
  };
}
