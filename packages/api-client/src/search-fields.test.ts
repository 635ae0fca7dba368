import { describe, expect, it } from 'vitest';
import { productCardAttributes, suggestionAttributes, type CardAudience } from './search-fields';

describe('productCardAttributes', () => {
  it("asks the card attributes in the card's language only", () => {
    const audience: CardAudience = { locale: 'en', defaultLocale: 'fr', priceKey: 'BE' };
    const attributes = productCardAttributes(audience);
    expect(attributes).toEqual(['objectID', 'card', 'cardTexts.en']);
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
