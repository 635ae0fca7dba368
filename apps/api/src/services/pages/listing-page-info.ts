import type {
  TLabelledLink,
  TListingType,
  TPageInfo,
  TPageTaxonomy,
} from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { listingCrumbs } from '@shop/domain/listing-breadcrumb';
import { kindScope } from '@shop/domain/listing-kinds';
import { serializeListingPath, type ListingState } from '@shop/domain/listing-url';
import { isIndexed, listingRobots } from '@shop/domain/page-robots';
import { listingWord, type WordListingKind } from '@shop/domain/routes';
import type { Store } from '@shop/domain/stores';
import type { References } from '../catalogue/load-references';
import { localized } from '../site/localized';
import { listingBubbles } from './listing-bubbles';
import { segmentsOf, type ListingEntities } from './listing-entities';
import { pageLabel, seoTitle } from './labels';
import type { PageScope } from './types';
import { absoluteUrl, alternates, inStore } from './urls';

export interface ListingPage {
  state: ListingState;
  kind: WordListingKind | null;
  entities: ListingEntities;
  references: References;
  freeShippingAmount: number;
  /** Start of the back office's novelty window, epoch seconds (none when not set). */
  noveltySince: number | null;
}

function listingType({ kind, entities }: ListingPage): TListingType {
  if (kind) return kind;
  if (entities.brand || entities.range) return 'brand';
  return entities.artist ? 'artist' : 'category';
}

/** The state's path in another store and language: that store's words, that language's slugs. */
function pathIn(page: ListingPage, store: Store, locale: Locale): string {
  return serializeListingPath({
    ...page.state,
    word: page.kind ? listingWord(page.kind, store.id, locale) : null,
    segments: segmentsOf(page.entities, locale),
  });
}

/** Breadcrumb from home down the path (the rule: @shop/domain/listing-breadcrumb). */
function breadcrumb(scope: PageScope, page: ListingPage): TLabelledLink[] {
  const { locale, store } = scope;
  const { entities, kind, references } = page;
  const parent = entities.category?.parentId
    ? references.categories.get(entities.category.parentId)
    : undefined;
  const crumbs = listingCrumbs(
    {
      word: kind ? listingWord(kind, store.id, locale) : null,
      segments: segmentsOf(entities, locale),
    },
    (segment) =>
      parent && segment.id === entities.category?.id
        ? { type: 'category', id: parent.id, slug: parent.slugs[locale] ?? '' }
        : null,
  );
  return [
    { label: pageLabel(locale, 'home'), url: inStore(store, locale, '/') },
    ...crumbs.map((crumb) => ({
      label:
        crumb.names === 'word'
          ? pageLabel(locale, kind!)
          : crumb.parent
            ? localized(parent!.names, locale)
            : entityName(entities, crumb.segment.type, locale),
      url: inStore(store, locale, serializeListingPath(crumb.state)),
    })),
  ];
}

/** The tag manager's names of a listing (storefront section 3): a subcategory under its parent. */
function listingTaxonomy({ entities, references }: ListingPage, locale: Locale): TPageTaxonomy {
  const { category, artist } = entities;
  const parent = category?.parentId ? references.categories.get(category.parentId) : undefined;
  const brand = entities.brand ?? (entities.range && references.brands.get(entities.range.brandId));
  const categoryName = category && localized(category.names, locale);
  return {
    category: parent ? localized(parent.names, locale) : categoryName,
    subcategory: parent ? categoryName : undefined,
    brand: brand?.name,
    artist: artist?.name,
  };
}

function entityName(
  entities: ListingEntities,
  type: keyof ListingEntities,
  locale: Locale,
): string {
  if (type === 'category') return localized(entities.category!.names, locale);
  return entities[type]!.name;
}

/**
 * Page info of a listing path before its query: type, breadcrumb, bubbles and SEO of the
 * first page, no facets. It depends on the path only, so it is cached per path.
 */
export function listingBaseInfo(scope: PageScope, page: ListingPage): TPageInfo {
  const { locale, store } = scope;
  const { entities, kind } = page;
  const state: ListingState = { ...page.state, filters: {}, ranges: {}, sort: null, page: 0 };
  const base = { ...page, state };
  const title = [
    ...(kind ? [pageLabel(locale, kind)] : []),
    ...(['category', 'brand', 'range', 'artist'] as const).flatMap((type) =>
      entities[type] && !(type === 'brand' && entities.range)
        ? [entityName(entities, type, locale)]
        : [],
    ),
  ].join(' ');
  return {
    type: 'listing',
    listingType: listingType(page),
    store: store.id,
    locale,
    title,
    filters: {
      categoryId: entities.category?.id,
      brandId: entities.brand?.id ?? entities.range?.brandId,
      artistId: entities.artist?.id,
      rangeId: entities.range?.id,
      isOnlyOutlet: kind === 'outlet',
      ...kindScope(listingType(page), page.noveltySince),
      facets: {},
      ranges: {},
      sort: null,
      page: 0,
    },
    taxonomy: listingTaxonomy(base, locale),
    breadcrumb: { parts: breadcrumb(scope, base) },
    bubbles: listingBubbles(scope, base),
    seo: {
      title: seoTitle(locale, title),
      description: pageLabel(locale, 'listingDescription', {
        title,
        amount: page.freeShippingAmount,
      }),
      canonical: absoluteUrl(store, locale, serializeListingPath(state)),
      alternates: alternates(scope.stores, (other, otherLocale) =>
        pathIn(base, other, otherLocale),
      ),
      robots: listingRobots({ outlet: kind === 'outlet', filtered: false }),
    },
  };
}

/**
 * The base info with the query's state: facets, ranges, sort and page in the filters; the page
 * in canonical and alternates (facets are left out of them: a filtered listing is not indexed).
 */
export function withListingQuery(base: TPageInfo, state: ListingState, locale: Locale): TPageInfo {
  const filtered =
    Object.keys(state.filters).length > 0 ||
    Object.keys(state.ranges).length > 0 ||
    state.sort !== null;
  if (!filtered && state.page === 0) return base;
  const pageQuery = state.page > 0 ? `?page=${state.page + 1}` : '';
  const suffix = state.page > 0 ? ` – ${pageLabel(locale, 'page', { n: state.page + 1 })}` : '';
  return {
    ...base,
    filters: {
      ...base.filters,
      facets: state.filters,
      ranges: state.ranges,
      sort: state.sort,
      page: state.page,
    },
    seo: {
      ...base.seo,
      title: seoTitle(locale, `${base.title}${suffix}`),
      canonical: `${base.seo.canonical}${pageQuery}`,
      alternates: base.seo.alternates.map((alternate) => ({
        ...alternate,
        url: `${alternate.url}${pageQuery}`,
      })),
      robots: isIndexed(base.seo.robots)
        ? listingRobots({ outlet: false, filtered })
        : base.seo.robots,
    },
  };
}
