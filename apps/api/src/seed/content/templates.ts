import { interpolate } from '@shop/i18n/interpolate';
import type { Locale } from '@shop/domain/locales';
import { listingWord } from '@shop/domain/routes';
import type { StoreId } from '@shop/domain/stores';
import type { TemplateBlockJson, TemplateItemJson } from '../../db/schema';
import type { SiteContext } from '../site/context';
import {
  artistPath,
  categoryName,
  categoryPath,
  categorySlug,
  productPicture,
} from '../site/paths';
import { shopName, storeLocalePairs } from './store-texts';
import { TEMPLATE_TEXTS as T } from './template-texts';

export interface SeedTemplate {
  storeId: StoreId;
  locale: Locale;
  slug: string;
  title: string | null;
  subtitle: string | null;
  items: TemplateItemJson[];
}

export interface SeedTemplatePage {
  storeId: StoreId;
  locale: Locale;
  slug: string;
  version: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  headerLayout: 'default' | 'slider';
  blocks: TemplateBlockJson[];
}

const picture = (context: SiteContext, categoryId: number, width = 360) =>
  `${productPicture(context.categoryProducts.get(categoryId) ?? 1)}?w=${width}`;

/** Category tiles of the home and error pages: the six biggest leaf categories. */
function topCategories(context: SiteContext, locale: Locale): TemplateItemJson[] {
  return context.categories
    .filter((category) => category.leaf)
    .sort((a, b) => (b.leaf?.weight ?? 0) - (a.leaf?.weight ?? 0))
    .slice(0, 6)
    .map((category) => ({
      slug: categorySlug(category, locale),
      link: categoryPath(category, locale),
      image: picture(context, category.id),
      title: categoryName(category, locale),
      creativeVersion: null,
    }));
}

function slider(context: SiteContext, storeId: StoreId, locale: Locale): TemplateItemJson[] {
  const [first = 1, second = 1, third = 1] = context.featuredProductIds;
  const artist = context.artists.find((candidate) => !candidate.categoryNames)!;
  const slide = (slug: string, link: string, id: number, title: string) => ({
    slug,
    link,
    image: `${productPicture(id)}?w=1100`,
    title,
    creativeVersion: 'v3',
  });
  return [
    slide('new-in', `/${listingWord('novelty', storeId, locale)}`, first, T.sliderNew[locale]),
    slide('sale', `/${listingWord('sales', storeId, locale)}`, second, T.sliderSale[locale]),
    slide(
      'collab',
      artistPath(artist),
      third,
      interpolate(T.sliderCollab[locale], { name: artist.name }),
    ),
  ];
}

export function buildTemplates(context: SiteContext): SeedTemplate[] {
  return storeLocalePairs().flatMap(([storeId, locale]) => [
    {
      storeId,
      locale,
      slug: 'top_categorie_homepage',
      title: T.topCategoriesTitle[locale],
      subtitle: T.topCategoriesSubtitle[locale],
      items: topCategories(context, locale),
    },
    {
      storeId,
      locale,
      slug: 'home_slider',
      title: null,
      subtitle: null,
      items: slider(context, storeId, locale),
    },
  ]);
}

/** The home page in three versions (v3 is current) and a lookbook, per store and language. */
export function buildTemplatePages(context: SiteContext): SeedTemplatePage[] {
  return storeLocalePairs().flatMap(([storeId, locale]) => {
    const grid: TemplateBlockJson = {
      type: 'category_grid',
      title: T.topCategoriesTitle[locale],
      subtitle: T.topCategoriesSubtitle[locale],
      templateItems: topCategories(context, locale),
    };
    // The page's own title heads its slider: the text under it has a heading of its own.
    const text: TemplateBlockJson = {
      type: 'text',
      title: T.homeTextTitle[locale],
      paragraphs: [T.homeText[locale]],
    };
    const home = (version: string, blocks: TemplateBlockJson[]): SeedTemplatePage => ({
      storeId,
      locale,
      slug: 'home',
      version,
      title: T.homeTitle[locale],
      metaTitle: `${shopName(storeId)} | ${T.homeTitle[locale]}`,
      metaDescription: T.homeMeta[locale],
      headerLayout: version === 'v3' ? 'slider' : 'default',
      blocks,
    });
    return [
      // The home's best sellers are its top-sales row (in stock, by sales): no second row.
      home('v1', [text, grid]),
      home('v2', [grid, text]),
      home('v3', [{ type: 'slider', templateItems: slider(context, storeId, locale) }, grid, text]),
      {
        storeId,
        locale,
        slug: 'lookbook',
        version: 'v3',
        title: T.lookbookTitle[locale],
        metaTitle: `${T.lookbookTitle[locale]} | ${shopName(storeId)}`,
        metaDescription: T.lookbookMeta[locale],
        headerLayout: 'slider',
        blocks: [
          { type: 'slider', templateItems: slider(context, storeId, locale) },
          {
            type: 'text',
            title: T.lookbookTitle[locale],
            paragraphs: [T.lookbookText1[locale], T.lookbookText2[locale]],
          },
          {
            type: 'products',
            title: T.bestSellers[locale],
            productIds: context.featuredProductIds,
          },
        ],
      },
    ];
  });
}
