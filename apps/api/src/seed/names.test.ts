import { describe, expect, it } from 'vitest';
import { productNames, productSlugs } from './names';
import { CATEGORY_TREE } from './vocabulary/categories';
import { QUALIFIERS } from './vocabulary/qualifiers';

const hoodies = CATEGORY_TREE[0]!.children.find((leaf) => leaf.slug === 'hoodies')!;

describe('productNames', () => {
  it('composes the noun, the qualifier and the model in each language', () => {
    const names = productNames(hoodies.nouns, QUALIFIERS.apparel[0]!, 'Delta');
    expect(names).toEqual({
      fr: 'Sweat à capuche oversize Delta',
      es: 'Sudadera con capucha oversize Delta',
      it: 'Felpa con cappuccio oversize Delta',
      nl: 'Oversized hoodie Delta',
      de: 'Oversized Hoodie Delta',
      en: 'Oversized hoodie Delta',
    });
  });
});

describe('productSlugs', () => {
  it('gives lower-case ascii slugs suffixed with the id', () => {
    const names = productNames(hoodies.nouns, QUALIFIERS.apparel[1]!, 'Onyx');
    const slugs = productSlugs(names, 17);
    expect(slugs.fr).toBe('sweat-a-capuche-a-logo-onyx-17');
    expect(slugs.de).toBe('hoodie-mit-logo-onyx-17');
    for (const slug of Object.values(slugs)) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-17$/);
  });
});
