import { serverApi } from '../../server/api';
import { hostStore } from '../../page-request/server';
import { sitemapIndex, xmlResponse } from '../../seo/sitemap';

/** The store's sitemap index: its pages, then its products in files of a few thousand. */
export async function GET() {
  const store = await hostStore();
  const { pages } = await serverApi(store.id, store.defaultLocale).sitemapProducts(0);
  const files = ['pages', ...Array.from({ length: pages }, (_, page) => `products-${page + 1}`)];
  return xmlResponse(sitemapIndex(files.map((file) => `${store.baseUrl}/sitemaps/${file}.xml`)));
}
