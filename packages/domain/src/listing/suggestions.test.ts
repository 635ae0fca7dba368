import { describe, expect, it } from 'vitest';
import { parseListingUrl } from './listing-url';
import { splitLocalePrefix } from '../site/locales';
import {
  isListable,
  perLocaleText,
  suggestionObjectID,
  suggestionPath,
  suggestionUrls,
} from './suggestions';

const hoodies = {
  type: 'category' as const,
  id: 8,
  slug: { fr: 'sweats-a-capuche', es: 'sudaderas-con-capucha', en: 'hoodies' },
};
const brand = { type: 'brand' as const, id: 3, slug: 'rue-basse' };

describe('suggestionUrls', () => {
  it('prefixes every language but the store one, with that language slug', () => {
    expect(suggestionUrls(hoodies, ['fr'])).toEqual({
      fr: '/sweats-a-capuche-c8',
      es: '/es/sudaderas-con-capucha-c8',
      it: '/it/sweats-a-capuche-c8',
      nl: '/nl/sweats-a-capuche-c8',
      de: '/de/sweats-a-capuche-c8',
      en: '/en/hoodies-c8',
    });
    expect(suggestionUrls(hoodies, ['es'])).toMatchObject({
      es: '/sudaderas-con-capucha-c8',
      en: '/en/hoodies-c8',
    });
  });

  it('sends French to the store language outside the main store', () => {
    expect(suggestionUrls(hoodies, ['es']).fr).toBe('/sudaderas-con-capucha-c8');
    expect(suggestionUrls(brand, ['nl']).fr).toBe('/rue-basse-b3');
  });

  it('gives French its own prefixed URL on the Belgian store', () => {
    expect(suggestionUrls(hoodies, ['nl', 'fr'])).toMatchObject({
      nl: '/sweats-a-capuche-c8',
      fr: '/fr/sweats-a-capuche-c8',
    });
  });

  it('builds paths of the listing grammar', () => {
    for (const url of Object.values(suggestionUrls(brand, ['de']))) {
      const parsed = parseListingUrl(splitLocalePrefix(url).rest);
      expect(parsed.ok && parsed.state.segments).toEqual([
        { type: 'brand', id: 3, slug: 'rue-basse' },
      ]);
    }
    expect(suggestionPath({ type: 'artist', id: 16, slug: 'collectif-beton' }, 'it')).toBe(
      '/collectif-beton-a16',
    );
  });
});

describe('suggestion records', () => {
  it('names objects by type and id', () => {
    expect(suggestionObjectID('artist', 16)).toBe('artist-16');
  });
  it('fills every language, French first as fallback', () => {
    expect(perLocaleText({ fr: 'Sweats', en: 'Hoodies' })).toMatchObject({
      fr: 'Sweats',
      es: 'Sweats',
      en: 'Hoodies',
    });
    expect(perLocaleText('Rue Basse').nl).toBe('Rue Basse');
  });
  it('lists only products shown in listings and not outlet-only', () => {
    expect(isListable({ displayInListing: true, isOnlyOutlet: false })).toBe(true);
    expect(isListable({ displayInListing: false, isOnlyOutlet: false })).toBe(false);
    expect(isListable({ displayInListing: true, isOnlyOutlet: true })).toBe(false);
  });
});
