import { describe, expect, it } from 'vitest';
import {
  canonicalListingState,
  listingQueryParams,
  parseListingUrl,
  redirectHref,
  serializeListingPath,
  serializeListingUrl,
  type ListingState,
} from './listing-url';
import { isNonListingParam, withoutStrayParams } from './listing-params';

const parse = (path: string, search = '') => {
  const result = parseListingUrl(path, search);
  if (!result.ok) throw new Error(`expected ${path}?${search} to parse: ${result.reason}`);
  return result.state;
};
const rejects = (path: string, search = '') => expect(parseListingUrl(path, search).ok).toBe(false);

describe('listing paths', () => {
  it('reads entity segments by suffix', () => {
    expect(parse('/t-shirts-c7').segments).toEqual([{ type: 'category', slug: 't-shirts', id: 7 }]);
    expect(parse('/rue-basse-b1/sacs-a-dos-c16').segments).toEqual([
      { type: 'brand', slug: 'rue-basse', id: 1 },
      { type: 'category', slug: 'sacs-a-dos', id: 16 },
    ]);
    expect(parse('/lou-marques-a3').segments[0]?.type).toBe('artist');
    expect(parse('/essentials-r12').segments[0]?.type).toBe('range');
  });
  it('reads a leading route word', () => {
    expect(parse('/soldes')).toMatchObject({ word: 'soldes', segments: [] });
    expect(parse('/top-ventes/t-shirts-c7')).toMatchObject({ word: 'top-ventes' });
  });
  it('refuses what is not the grammar', () => {
    for (const path of [
      '/',
      '',
      'soldes',
      '/soldes/nouveautes',
      '/T-shirts-c7',
      '/a-c7/b-c8',
      '/x-c0',
      '/x-c7/',
      '//x-c7',
      '/x-c7%20',
      '/a/b/c/d/e-c1',
    ])
      rejects(path);
  });
});

describe('listing queries', () => {
  it('splits each facet on its separator, plus sign meaning space', () => {
    const state = parse(
      '/soldes',
      '?brands=Rue+Basse~Sable+%26+Fils&categories=T-shirts--Sweats+%C3%A0+capuche&sizes=M--XL&colors=Noir&eco-label=Recycle~~Bio',
    );
    expect(state.filters).toEqual({
      brands: ['Rue Basse', 'Sable & Fils'],
      categories: ['T-shirts', 'Sweats à capuche'],
      sizes: ['M', 'XL'],
      colors: ['Noir'],
      'eco-label': ['Recycle', 'Bio'],
    });
  });
  it('sorts genders, capitalised in values and lower-case in URLs', () => {
    const state = parse('/soldes', 'sexe=homme.femme');
    expect(state.filters.sexe).toEqual(['Femme', 'Homme']);
    expect(serializeListingUrl(state)).toBe('/soldes?sexe=femme.homme');
  });
  it('reads prices and promotions as min~max', () => {
    expect(parse('/soldes', 'prices=19.99~80&promotions=30~100').ranges).toEqual({
      prices: { min: 19.99, max: 80 },
      promotions: { min: 30, max: 100 },
    });
    for (const query of [
      'prices=80~20',
      'prices=1~2~3',
      'promotions=30~101',
      'prices=a~b',
      'prices=1.999~2',
    ])
      rejects('/soldes', query);
  });
  it('carries page + 1 in the URL and omits the first page', () => {
    expect(parse('/soldes', 'page=3').page).toBe(2);
    expect(parse('/soldes', 'page=1').page).toBe(0);
    expect(serializeListingUrl({ ...parse('/soldes'), page: 0 })).toBe('/soldes');
    expect(serializeListingUrl({ ...parse('/soldes'), page: 1 })).toBe('/soldes?page=2');
    for (const page of ['0', '-1', '1.5', 'abc', '01', '1001']) rejects('/soldes', `page=${page}`);
  });
  it('allows only page, sort and the known facets, with safe values', () => {
    for (const query of [
      'utm_source=x',
      'brands=<script>',
      'brands=',
      'brands',
      'brands=a&brands=b',
      'colors=a----b',
      'sort=cheapest',
      'brands=%E0%A4%A',
    ])
      rejects('/soldes', query);
    const options = { ignoreParams: isNonListingParam };
    expect(parseListingUrl('/soldes', 'utm_source=x&cb=1&sfmc_sub=2', options).ok).toBe(true);
    expect(parseListingUrl('/soldes', 'gclid=x&page=2', options)).toMatchObject({
      ok: true,
      state: { page: 1 },
    });
    // Issue 30, item 11: every tracking and click parameter rides along, not only gclid.
    const clicks = 'msclkid=1&ttclid=2&gbraid=3&wbraid=4&_gl=5&srsltid=6&mc_cid=7&igshid=8';
    expect(parseListingUrl('/soldes', `${clicks}&page=2`, options)).toMatchObject({
      ok: true,
      state: { page: 1 },
    });
  });
});

describe('unknown parameters', () => {
  it('are dropped for a redirect, the listing’s own and the riding ones kept as written', () => {
    expect(withoutStrayParams('brands=Rue+Basse&foo=1&utm_source=x&page=2')).toBe(
      'brands=Rue+Basse&utm_source=x&page=2',
    );
    expect(withoutStrayParams('?foo=1')).toBe('');
    expect(withoutStrayParams('brands=Rue+Basse&msclkid=1&no_cache=1')).toBeNull();
    expect(withoutStrayParams('')).toBeNull();
    // A wrong value of a known parameter is the grammar's business (404), not a redirect.
    expect(withoutStrayParams('page=abc')).toBeNull();
  });
});

describe('serialisation', () => {
  const state: ListingState = {
    word: null,
    segments: [
      { type: 'category', slug: 't-shirts', id: 7 },
      { type: 'brand', slug: 'rue-basse', id: 1 },
    ],
    filters: { brands: ['Nord Avenue'], sexe: ['Femme'] },
    ranges: { prices: { min: 0, max: 50 } },
    sort: 'price_asc',
    page: 1,
  };
  it('writes facets in a fixed order, then sort and page', () => {
    expect(serializeListingUrl(state)).toBe(
      '/t-shirts-c7/rue-basse-b1?brands=Nord+Avenue&sexe=femme&prices=0~50&sort=price_asc&page=2',
    );
    expect(listingQueryParams(state)).toEqual({
      brands: 'Nord Avenue',
      sexe: 'femme',
      prices: '0~50',
      sort: 'price_asc',
      page: '2',
    });
  });
  it('puts segments in canonical order', () => {
    expect(serializeListingPath(canonicalListingState(state))).toBe('/rue-basse-b1/t-shirts-c7');
  });
  it('escapes tilde and hash in redirect targets', () => {
    expect(redirectHref('/soldes', { brands: 'A b~C#', page: '2' })).toBe(
      '/soldes?brands=A+b%7EC%23&page=2',
    );
    expect(redirectHref('/soldes', {})).toBe('/soldes');
  });
});
