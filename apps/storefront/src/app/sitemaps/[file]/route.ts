import { ApiError } from '@shop/api-client';
import { LOCALES } from '@shop/domain/locales';
import {
  ARTISTS_INDEX_WORDS,
  BRANDS_INDEX_WORDS,
  CMS_PAGE_KEYS,
  CMS_SLUGS,
  WORD_LISTING_KINDS,
  listingWord,
} from '@shop/domain/routes';
import type { Store } from '@shop/domain/stores';
import { getInit, serverApi } from '../../../server/api';
import { hostStore } from '../../../page-request/server';
import { urlSet, xmlResponse, type PagePaths, type SitemapEntry } from '../../../seo/sitemap';

const perLocale = (path: (locale: (typeof LOCALES)[number]) => string): PagePaths =>
  Object.fromEntries(LOCALES.map((locale) => [locale, path(locale)]));

/** Home, listing words, indexes, CMS pages and the menu's listings, in every language. */
async function pageEntries(store: Store): Promise<SitemapEntry[]> {
  const fixed: SitemapEntry[] = [
    { paths: perLocale(() => '/') },
    // The outlet is gated behind an e-mail: not for crawlers.
    ...WORD_LISTING_KINDS.filter((kind) => kind !== 'outlet').map((kind) => ({
      paths: perLocale((locale) => `/${listingWord(kind, store.id, locale)}`),
    })),
    { paths: perLocale((locale) => `/${ARTISTS_INDEX_WORDS[locale]}`) },
    ...(store.isMain ? [{ paths: perLocale((locale) => `/${BRANDS_INDEX_WORDS[locale]}`) }] : []),
    ...CMS_PAGE_KEYS.map((key) => ({
      paths: perLocale((locale) => `/t/${CMS_SLUGS[key][locale]}`),
    })),
  ];
  // Menu links are already in the store's language; each is listed once, in that language.
  const init = await getInit(store.id, store.defaultLocale);
  const seen = new Set<string>();
  const menuPaths = init.menu
    .flatMap((entry) => [
      entry.url.path,
      ...entry.menuSubSections.flatMap((section) => [
        section.url?.path,
        ...section.menuSubSectionItems.map((item) => item.url.path),
      ]),
    ])
    .filter(
      (path): path is string =>
        Boolean(path?.startsWith('/')) && !seen.has(path!) && Boolean(seen.add(path!)),
    );
  return [...fixed, ...menuPaths.map((path) => ({ paths: { [store.defaultLocale]: path } }))];
}

const PRODUCTS_FILE = /^products-([1-9]\d{0,4})\.xml$/;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const store = await hostStore();
  const { file } = await params;
  if (file === 'pages.xml') return xmlResponse(urlSet(store, await pageEntries(store)));
  const match = PRODUCTS_FILE.exec(file);
  if (!match) return new Response('Not found', { status: 404 });
  const page = Number(match[1]) - 1;
  // A page past the API's last possible one is refused there (400): no such file either.
  const answer = await serverApi(store.id, store.defaultLocale)
    .sitemapProducts(page)
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 400) return null;
      throw error;
    });
  if (!answer || page >= answer.pages) return new Response('Not found', { status: 404 });
  return xmlResponse(
    urlSet(
      store,
      answer.products.map((product) => ({
        paths: perLocale((locale) => `/p/${product.slugs[locale] ?? ''}`),
        lastModified: product.lastModified,
      })),
    ),
  );
}
