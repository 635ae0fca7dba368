import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FACET_SEPARATORS,
  LISTING_SORTS,
  SEGMENT_SUFFIXES,
  isFacetValue,
  isRouteWord,
  parseListingQuery,
  parseListingUrl,
  serializeListingPath,
  serializeListingQuery,
  serializeListingUrl,
  type ListFacet,
  type ListingState,
  type SegmentType,
} from './listing-url';
import { clearAllFilters, setSort, toggleFacetValue, withPage } from './listing-state';
import { MAX_PAGE } from './pagination';

const slug = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((words) => words.join('-'));
const valueChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789éàüøßç'.split(''));
const innerChar = fc.oneof(valueChar, fc.constantFrom(' ', "'", '&', '.', '_', '-'));
const facetValue = fc
  .tuple(valueChar, fc.array(innerChar, { maxLength: 20 }), valueChar)
  .map(([first, inner, last]) => `${first}${inner.join('')}${last}`)
  .filter(isFacetValue);
const gender = fc.stringMatching(/^[a-zéèü]{1,10}$/);

const segments = fc
  .uniqueArray(fc.constantFrom(...(Object.keys(SEGMENT_SUFFIXES) as SegmentType[])), {
    maxLength: 4,
  })
  .chain((types) =>
    fc.tuple(
      ...types.map((type) =>
        fc.record({ type: fc.constant(type), slug, id: fc.integer({ min: 1, max: 999_999_999 }) }),
      ),
    ),
  );
const listFacets = Object.keys(FACET_SEPARATORS).filter((facet) => facet !== 'sexe') as ListFacet[];
const filters = fc
  .record(
    Object.fromEntries(
      listFacets.map((facet) => [facet, fc.array(facetValue, { minLength: 1, maxLength: 5 })]),
    ),
    { requiredKeys: [] },
  )
  .chain((rest) =>
    fc
      .option(fc.uniqueArray(gender, { minLength: 1, maxLength: 3 }), { nil: undefined })
      .map((sexe) => ({
        ...rest,
        ...(sexe
          ? { sexe: [...sexe].sort().map((g) => g.charAt(0).toUpperCase() + g.slice(1)) }
          : {}),
      })),
  );
const range = (max: number, scale: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max }))
    .map(([a, b]) => ({ min: Math.min(a, b) / scale, max: Math.max(a, b) / scale }));

const listingState: fc.Arbitrary<ListingState> = fc
  .record({
    word: fc.option(slug.filter(isRouteWord), { nil: null }),
    segments,
    filters,
    ranges: fc.record(
      { prices: range(99_999_999, 100), promotions: range(100, 1) },
      { requiredKeys: [] },
    ),
    sort: fc.option(fc.constantFrom(...LISTING_SORTS), { nil: null }),
    page: fc.integer({ min: 0, max: MAX_PAGE - 1 }),
  })
  .filter((state) => state.word !== null || state.segments.length > 0)
  .filter((state) => state.word === null || state.segments.length < 4);

describe('listing URL properties', () => {
  it('round-trips any listing state through its URL', () => {
    fc.assert(
      fc.property(listingState, (state) => {
        const result = parseListingUrl(serializeListingPath(state), serializeListingQuery(state));
        expect(result).toEqual({ ok: true, state });
      }),
      { numRuns: 500 },
    );
  });

  it('serialises a parsed URL to a URL that parses to the same state', () => {
    fc.assert(
      fc.property(listingState, (state) => {
        const url = serializeListingUrl(state);
        const [path, query = ''] = url.split('?');
        const again = parseListingUrl(path!, query);
        expect(again.ok && serializeListingUrl(again.state)).toBe(url);
      }),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, query) => {
        const result = parseListingUrl(`/${path}`, query);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips the query alone (search pages) for any state', () => {
    fc.assert(
      fc.property(listingState, (state) => {
        const query = { ...state, word: null, segments: [] };
        expect(parseListingQuery(serializeListingQuery(query))).toEqual({ ok: true, state: query });
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every state a shopper reaches by toggling, sorting and paging parseable', () => {
    const action = fc.oneof(
      fc.record({ facet: fc.constantFrom(...listFacets), value: facetValue }),
      fc.record({
        facet: fc.constant('sexe' as const),
        value: gender.map((g) => g.charAt(0).toUpperCase() + g.slice(1)),
      }),
    );
    fc.assert(
      fc.property(listingState, action, fc.integer({ min: 0, max: 50 }), (state, toggle, page) => {
        const toggled = toggleFacetValue(state, toggle.facet, toggle.value);
        const paged = withPage(setSort(toggled, 'price_asc'), page);
        const url = serializeListingUrl(paged);
        const [path, query = ''] = url.split('?');
        const parsed = parseListingUrl(path!, query);
        if (!parsed.ok) return (toggled.filters[toggle.facet]?.length ?? 0) > 30;
        expect(parsed.state).toEqual(paged);
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('toggling a value twice gives back the URL it started from, on the first page', () => {
    fc.assert(
      fc.property(
        listingState,
        fc.constantFrom(...listFacets),
        facetValue,
        (state, facet, value) => {
          const start = withPage(state, 0);
          const present = start.filters[facet]?.some(
            (one) => one.toLowerCase() === value.toLowerCase(),
          );
          fc.pre(!present);
          const twice = toggleFacetValue(toggleFacetValue(start, facet, value), facet, value);
          expect(serializeListingUrl(twice)).toBe(serializeListingUrl(start));
        },
      ),
    );
  });

  it('clearing all filters keeps path and sort and leaves no facet in the query', () => {
    fc.assert(
      fc.property(listingState, (state) => {
        const url = serializeListingUrl(clearAllFilters(state));
        expect(url.split('?')[0]).toBe(serializeListingPath(state));
        expect(url).not.toMatch(/[?&](?!sort=)[a-z-]+=/);
      }),
    );
  });
});
