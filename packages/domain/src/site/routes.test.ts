import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { CMS_SLUGS, listingWord, resolveCmsSlug, resolveListingWord, SALE_WORDS } from './routes';

describe('route words', () => {
  it('has the spec words for novelties, top sales and sales', () => {
    expect(LOCALES.map((locale) => listingWord('novelty', 'fr', locale))).toEqual([
      'nouveautes',
      'novedades',
      'notizie',
      'nieuw',
      'neu',
      'new',
    ]);
    expect(LOCALES.map((locale) => listingWord('top_sales', 'fr', locale))).toEqual([
      'top-ventes',
      'top-ventas',
      'vendite-top',
      'bestsellers',
      'bestsellers',
      'bestsellers',
    ]);
    expect(Object.values(SALE_WORDS)).toEqual([
      'soldes',
      'rebajas',
      'saldi',
      'solden',
      'sale',
      'sale',
    ]);
    expect(listingWord('sales', 'es', 'en')).toBe('rebajas');
    expect(listingWord('outlet', 'it', 'it')).toBe('outlet');
  });
  it('resolves the current word and recognises foreign ones', () => {
    expect(resolveListingWord('nouveautes', 'fr', 'fr')).toEqual({
      kind: 'novelty',
      current: true,
    });
    expect(resolveListingWord('new', 'fr', 'fr')).toEqual({ kind: 'novelty', current: false });
    expect(resolveListingWord('soldes', 'es', 'es')).toEqual({ kind: 'sales', current: false });
    expect(resolveListingWord('outlet', 'de', 'de')).toEqual({ kind: 'outlet', current: true });
    expect(resolveListingWord('nope', 'fr', 'fr')).toBeNull();
  });
  it('resolves CMS slugs in any language', () => {
    expect(resolveCmsSlug('faq', 'fr')).toEqual({ key: 'faq', current: true });
    expect(resolveCmsSlug('agb', 'fr')).toEqual({ key: 'terms', current: false });
    expect(resolveCmsSlug('nope', 'fr')).toBeNull();
    for (const key of Object.keys(CMS_SLUGS) as (keyof typeof CMS_SLUGS)[])
      for (const locale of LOCALES)
        expect(CMS_SLUGS[key][locale]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('best offers words', () => {
  it('names both best-offers listings in every language and resolves them back', () => {
    for (const kind of ['best_offers_1', 'best_offers_2'] as const)
      for (const locale of LOCALES) {
        const word = listingWord(kind, 'fr', locale);
        expect(resolveListingWord(word, 'fr', locale)).toEqual({ kind, current: true });
      }
    expect(listingWord('best_offers_1', 'es', 'es')).toBe('chollos');
  });
});
