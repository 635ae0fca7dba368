import { describe, expect, it } from 'vitest';
import { productCardAttributes, suggestionAttributes } from './search-fields';

describe('productCardAttributes', () => {
  const attributes = productCardAttributes({ locale: 'en', defaultLocale: 'fr', priceKey: 'BE' });

  it("asks the card's language and the store's, never the others", () => {
    expect(attributes).toEqual(expect.arrayContaining(['names.en', 'slugs.en', 'names.fr']));
    expect(attributes.some((name) => /^(names|slugs)\.(es|it|nl|de)$/.test(name))).toBe(false);
    expect(attributes).not.toContain('names');
  });

  it("asks the country's price column and the default one only", () => {
    expect(attributes.filter((name) => name.startsWith('prices'))).toEqual([
      'prices.be',
      'prices.default',
    ]);
  });

  it('asks one language once when the card is in the store language', () => {
    const own = productCardAttributes({ locale: 'fr', defaultLocale: 'fr', priceKey: 'fr' });
    expect(own.filter((name) => name === 'names.fr')).toHaveLength(1);
  });
});

describe('suggestionAttributes', () => {
  it("asks one language's text and link", () => {
    expect(suggestionAttributes('de')).toEqual([
      'objectID',
      'text.de',
      'urls.de',
      'productsNumber',
    ]);
  });
});
