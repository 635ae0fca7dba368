import { buildStores, localStoreHosts } from '@shop/domain/stores';
import { describe, expect, it } from 'vitest';
import { sitemapIndex, urlSet } from './sitemap';

const stores = buildStores(localStoreHosts(3000), 'http');
const fr = stores.find((store) => store.id === 'fr')!;
const be = stores.find((store) => store.id === 'be')!;

describe('urlSet', () => {
  it('lists a page once per language, each with every language as an alternate', () => {
    const xml = urlSet(be, [{ paths: { nl: '/nieuw', en: '/new', de: '/neu' } }]);
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(3);
    expect(urls[0]).toContain('<loc>http://be.localhost:3000/nieuw</loc>');
    expect(urls[0]).toContain('hreflang="nl-BE" href="http://be.localhost:3000/nieuw"');
    expect(urls[0]).toContain('hreflang="en" href="http://be.localhost:3000/en/new"');
  });

  it('lists the Belgian pages in French under /fr as fr-BE, beside nl-BE', () => {
    const xml = urlSet(be, [{ paths: { nl: '/p/sweat-zwart-3', fr: '/p/sweat-noir-3' } }]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>http://be.localhost:3000/fr/p/sweat-noir-3</loc>');
    expect(xml).toContain('hreflang="fr-BE" href="http://be.localhost:3000/fr/p/sweat-noir-3"');
    expect(xml).toContain('hreflang="nl-BE" href="http://be.localhost:3000/p/sweat-zwart-3"');
  });

  it('leaves out languages a page does not exist in and escapes URLs', () => {
    const xml = urlSet(fr, [
      { paths: { fr: "/p/t-shirt-d'or&co-1" }, lastModified: '2026-11-02T10:00:00Z' },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).toContain('/p/t-shirt-d&#39;or&#38;co-1');
    expect(xml).toContain('<lastmod>2026-11-02</lastmod>');
  });
});

describe('sitemapIndex', () => {
  it('points at each sitemap file', () => {
    expect(sitemapIndex(['http://localhost:3000/sitemaps/pages.xml'])).toContain(
      '<sitemap><loc>http://localhost:3000/sitemaps/pages.xml</loc></sitemap>',
    );
  });
});
