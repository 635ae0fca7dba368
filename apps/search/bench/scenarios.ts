// What the benchmark asks: listing queries as the storefront sends them (category pages,
// brand filters, price ranges, facets with stats, sort replicas, deep pages) and text queries
// as shoppers type them. Each request draws its own values from a seeded PRNG, so caches
// help only as much as they would with real traffic.
import { LEAN_SEARCH_PARAMS, productCardAttributes } from '@shop/api-client';
import { MAX_VALUES_PER_FACET, REQUESTED_FACETS } from '@shop/domain/listing-facets';
import { pick, type Random } from './catalog';
import { ADJECTIVES, BRANDS, CATEGORIES, COLOURS, MATERIALS, MODELS } from './vocabulary';

export const INDEX = 'products_fr_prod';

/** Sort keys of the storefront (spec section 9), each a replica with its own ranking. */
const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact'];
export const REPLICAS: Record<string, Record<string, unknown>> = {
  _price_asc: { ranking: ['asc(price)', ...DEFAULT_RANKING, 'custom'] },
  _price_desc: { ranking: ['desc(price)', ...DEFAULT_RANKING, 'custom'] },
  _novelty: { ranking: ['desc(noveltyAt)', ...DEFAULT_RANKING, 'custom'] },
  _best_offers: { customRanking: ['desc(promotion.percent)', 'desc(sales)'] },
  _relevancy_default: { customRanking: ['desc(sales)'] },
  _flash_sale_relevancy: { customRanking: ['desc(promotion.percent)', 'desc(noveltyAt)'] },
  _brand_artist_relevancy_default: { customRanking: ['desc(noveltyAt)', 'desc(sales)'] },
  _brand_artist_relevancy_sales: { customRanking: ['desc(sales)', 'desc(noveltyAt)'] },
  _search: { customRanking: ['desc(sales)'] },
  _search_relevancy: { customRanking: ['desc(sales)', 'desc(noveltyAt)'] },
};

/** The indexer's settings (apps/api/src/indexer/run.ts) plus the replicas. */
export const SETTINGS = {
  searchableAttributes: ['name', 'brandName', 'categoryName'],
  attributesForFaceting: [
    'searchable(brandName)',
    'categoryName',
    'sizes.size',
    'colors',
    'sexe',
    'label',
    'isOnlyOutlet',
    'displayInListing',
    'price',
    'artists',
    'ranges',
    'materials',
    'ecoLabels',
    'promotionPercent',
  ],
  customRanking: ['desc(sales)'],
  replicas: Object.keys(REPLICAS).map((suffix) => INDEX + suffix),
};

type Body = Record<string, unknown> & { indexName: string };
export interface Scenario {
  name: string;
  kind: 'listing' | 'text';
  body(random: Random): Body;
}

const LISTED = 'displayInListing:true AND isOnlyOutlet:false';
const quote = (value: string): string => `"${value}"`;
const category = (random: Random): string => quote(pick(random, CATEGORIES)[0]);
/** What the storefront asks for a card (issue 20): its card attributes in one language. */
const CARD = {
  attributesToRetrieve: productCardAttributes({ locale: 'fr' }),
  ...LEAN_SEARCH_PARAMS,
  // The bench reads each answer's processing time, which the storefront does not ask for.
  responseFields: [...LEAN_SEARCH_PARAMS.responseFields, 'processingTimeMS'],
};
/** A listing page's main query as the storefront sends it (apps/storefront/src/server/search.ts). */
const listing = (extra: Record<string, unknown>): Body => ({
  indexName: INDEX,
  query: '',
  numericFilters: [],
  maxValuesPerFacet: MAX_VALUES_PER_FACET,
  facetFilters: [],
  facets: REQUESTED_FACETS,
  hitsPerPage: 48,
  page: 0,
  ...CARD,
  ...extra,
});

/** A word from the catalogue, as a shopper types it. */
function word(random: Random): string {
  const list = pick(random, [ADJECTIVES, MATERIALS, MODELS, COLOURS, BRANDS]);
  return pick(random, list).toLowerCase().split(' ')[0]!;
}

/** One substituted letter, past the first (Algolia allows 1 typo from 4 letters). */
function typo(random: Random): string {
  let w = word(random);
  while (w.length < 5) w = word(random);
  const at = 1 + Math.floor(random() * (w.length - 1));
  const letter = String.fromCharCode(97 + Math.floor(random() * 26));
  return w.slice(0, at) + (letter === w[at] ? 'z' : letter) + w.slice(at + 1);
}

export const SCENARIOS: Scenario[] = [
  { name: 'empty query', kind: 'listing', body: () => listing({ filters: LISTED }) },
  {
    name: 'OR of two brands',
    kind: 'listing',
    body: (r) =>
      listing({
        filters: `(brandName:${quote(pick(r, BRANDS))} OR brandName:${quote(pick(r, BRANDS))}) AND ${LISTED}`,
      }),
  },
  {
    name: 'price range',
    kind: 'listing',
    body: (r) => {
      const low = 10 + Math.floor(r() * 200);
      return listing({
        filters: `price:${low} TO ${low + 20 + Math.floor(r() * 100)} AND ${LISTED}`,
      });
    },
  },
  {
    name: 'refined facet',
    kind: 'listing',
    // A colour picked on a category page: the main query and the colour's own count query.
    body: (r) =>
      listing({
        filters: `categoryName:${category(r)} AND ${LISTED}`,
        facetFilters: [[`colors:${pick(r, COLOURS)}`]],
      }),
  },
  {
    name: 'sort replica',
    kind: 'listing',
    body: (r) => ({
      ...listing({ filters: `categoryName:${category(r)} AND ${LISTED}` }),
      indexName: INDEX + pick(r, Object.keys(REPLICAS)),
    }),
  },
  {
    name: 'page 3',
    kind: 'listing',
    body: (r) => listing({ filters: `categoryName:${category(r)} AND ${LISTED}`, page: 3 }),
  },
  { name: 'one word', kind: 'text', body: (r) => text(word(r)) },
  {
    name: 'two words',
    kind: 'text',
    body: (r) => text(`${word(r)} ${pick(r, COLOURS).toLowerCase()}`),
  },
  { name: 'one typo', kind: 'text', body: (r) => text(typo(r)) },
  {
    name: 'one-letter prefix',
    kind: 'text',
    body: (r) => text(String.fromCharCode(97 + Math.floor(r() * 26))),
  },
];

/** The header search box: 15 hits, listed products only, facets for the suggestions. */
function text(query: string): Body {
  return {
    indexName: INDEX,
    query,
    hitsPerPage: 15,
    filters: LISTED,
    clickAnalytics: true,
    ...CARD,
  };
}
