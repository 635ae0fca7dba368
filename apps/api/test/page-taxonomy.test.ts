import { ZParseAnswer, ZProductPage, type TPageInfo } from '@shop/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { seededApi } from './support/suite';

const { api } = seededApi();

async function pageInfo(path: string): Promise<TPageInfo> {
  const { body } = await api.post('/parse', { path }, { 'X-Store': 'fr' });
  const answer = ZParseAnswer.parse(body);
  expect(answer.code, path).toBe(200);
  return answer.pageInfo!;
}

describe('POST /parse: the names of the tag manager’s page data (storefront section 3)', () => {
  it('names a listing’s category under its parent, its brand and its artist', async () => {
    expect((await pageInfo('/t-shirts-c4')).taxonomy).toEqual({
      category: 'Vêtements',
      subcategory: 'T-shirts',
    });
    expect((await pageInfo('/vetements-c1')).taxonomy).toEqual({ category: 'Vêtements' });
    expect((await pageInfo('/rue-basse-b1/t-shirts-c4')).taxonomy).toEqual({
      category: 'Vêtements',
      subcategory: 'T-shirts',
      brand: 'Rue Basse',
    });
    // A range listing is its brand's.
    expect((await pageInfo('/rue-basse-archive-r1')).taxonomy).toEqual({ brand: 'Rue Basse' });
    const artist = await pageInfo('/lou-marques-a1');
    expect(artist.taxonomy?.artist).toBe(artist.title);
  });

  it('names a product’s category, subcategory, brand and artist', async () => {
    const { body } = await api.get('/products/7', { 'X-Store': 'fr' });
    const { product } = ZProductPage.parse(body);
    const info = await pageInfo(product.url);
    const parent = product.category.parent;
    expect(info.taxonomy).toEqual({
      category: parent ? parent.name : product.category.name,
      ...(parent ? { subcategory: product.category.name } : {}),
      brand: product.brandRef.name,
      ...(product.artist ? { artist: product.artist.name } : {}),
    });
  });
});
