import { ZPageInfoAnswer } from '@shop/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { seededApi } from './support/suite';

const { api } = seededApi();

const pageInfo = async (type: string, path: string, store = 'fr') => {
  const answer = await api.post('/page-info', { pageInfo: { type }, path }, { 'X-Store': store });
  return {
    status: answer.status,
    headers: answer.headers,
    infos: answer.status === 200 ? ZPageInfoAnswer.parse(answer.body).infos : null,
  };
};

describe('POST /page-info', () => {
  it('gives a listing the same breadcrumb as /parse, cacheable 5 minutes', async () => {
    const { status, headers, infos } = await pageInfo('listing', '/t-shirts-c4');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(infos!.breadcrumb.parts.map((part) => part.label)).toEqual([
      'Accueil',
      'Vêtements',
      'T-shirts',
    ]);
  });

  it('follows an outdated URL to its page', async () => {
    const { infos } = await pageInfo('listing', '/t-shirt-c4');
    expect(infos!.seo.canonical).toBe('http://localhost:3000/t-shirts-c4');
  });

  it('builds home, search, template and private pages from their type', async () => {
    const home = (await pageInfo('home', '/en', 'fr')).infos!;
    expect(home.breadcrumb.parts).toEqual([{ label: 'Home', url: '/en' }]);
    expect(home.bubbles).toHaveLength(3);
    const search = (await pageInfo('search', '/search/sweat+noir')).infos!;
    expect(search.breadcrumb.parts[1]?.label).toBe('Recherche « sweat noir »');
    expect(search.seo.robots).toBe('noindex,follow');
    expect((await pageInfo('wishlist', '/wishlist')).infos!.seo.robots).toBe('noindex,nofollow');
    expect((await pageInfo('template', '/tp/lookbook')).infos!.breadcrumb.parts[1]?.label).toBe(
      'Lookbook automne-hiver',
    );
    expect((await pageInfo('contact', '/de/contact')).infos!.breadcrumb.parts[1]?.label).toBe(
      'Kontakt',
    );
  });

  it('answers 404 when the path is no such page', async () => {
    expect((await pageInfo('listing', '/nope')).status).toBe(404);
    expect((await pageInfo('template', '/tp/nope')).status).toBe(404);
    expect((await pageInfo('brands', '/marcas', 'es')).status).toBe(404);
  });
});
