import type { TLabelledLink, TPageInfo } from '@shop/api-client/schemas';
import { LOCALES, type Locale } from '@shop/domain/locales';
import { ARTISTS_INDEX_WORDS, BRANDS_INDEX_WORDS } from '@shop/domain/routes';
import type { Store } from '@shop/domain/stores';
import { loadReferences } from '../catalogue/load-references';
import { loadStoreCmsPages } from '../content/get-cms-page';
import { loadSettings } from '../site/get-settings';
import { localized } from '../site/localized';
import { pageLabel, seoTitle } from './labels';
import { emptyFilters, MISSING, type PageScope, type Resolution } from './types';
import { absoluteUrl, alternates, artistPagePath, brandPath, inStore } from './urls';

const ARTIST_PAGE = /^\/c-([a-z0-9]+(?:-[a-z0-9]+)*)-([1-9]\d{0,8})$/;

type Base = Pick<TPageInfo, 'type' | 'listingType' | 'title' | 'filters' | 'bubbles'>;
interface Place {
  path: string;
  pathIn: (store: Store, locale: Locale) => string | null;
  crumbs: TLabelledLink[];
  description: string;
}

/** Page info of a page that is not a listing or a product: CMS, artist page, brands index. */
export function contentPage(scope: PageScope, base: Base, place: Place): Resolution {
  const { store, locale } = scope;
  const home = { label: pageLabel(locale, 'home'), url: inStore(store, locale, '/') };
  return {
    kind: 'page',
    pageInfo: {
      ...base,
      store: store.id,
      locale,
      breadcrumb: { parts: [home, ...place.crumbs] },
      seo: {
        title: seoTitle(locale, base.title),
        description: place.description,
        canonical: absoluteUrl(store, locale, place.path),
        alternates: alternates(scope.stores, place.pathIn),
        robots: 'index,follow',
      },
    },
  };
}

async function describe(scope: PageScope, title: string): Promise<string> {
  const { freeShippingAmount } = await loadSettings(scope.db, scope.caches.content, scope.noCache);
  return pageLabel(scope.locale, 'listingDescription', { title, amount: freeShippingAmount });
}

/** `/t/{slug}`: the store's CMS page; a slug of another language redirects to this one's. */
export async function resolveCms(scope: PageScope, slug: string): Promise<Resolution> {
  const { store, locale } = scope;
  const pages = await loadStoreCmsPages(scope.db, scope.caches.content, store.id, scope.noCache);
  const any = pages.find((candidate) => candidate.slug === slug);
  const slugOf = (otherLocale: Locale) =>
    pages.find((p) => p.key === any?.key && p.locale === otherLocale);
  const current = slugOf(locale);
  if (!any || !current) return MISSING;
  const path = `/t/${current.slug}`;
  if (current.slug !== slug) return { kind: 'redirect', path: inStore(store, locale, path) };
  return contentPage(
    scope,
    { type: 'cms', listingType: null, title: current.title, filters: emptyFilters(), bubbles: [] },
    {
      path,
      // CMS pages are per store: another store's page of the same key may have its own slug,
      // so alternates stay within this store's languages.
      pathIn: (other, otherLocale) => {
        const found = other.id === store.id ? slugOf(otherLocale) : undefined;
        return found ? `/t/${found.slug}` : null;
      },
      crumbs: [{ label: current.title, url: inStore(store, locale, path) }],
      description: current.metaDescription,
    },
  );
}

/** `/c-{name}-{id}`: the artist page (an artist category shows its category name). */
export async function resolveArtistPage(scope: PageScope, path: string): Promise<Resolution> {
  const match = ARTIST_PAGE.exec(path);
  if (!match) return MISSING;
  const references = await loadReferences(scope.db, scope.caches.content, scope.noCache);
  const artist = references.artists.get(Number(match[2]));
  if (!artist) return MISSING;
  const { locale, store } = scope;
  const current = artistPagePath(artist);
  if (current !== path) return { kind: 'redirect', path: inStore(store, locale, current) };
  const title = artist.categoryNames ? localized(artist.categoryNames, locale) : artist.name;
  const index = `/${ARTISTS_INDEX_WORDS[locale]}`;
  return contentPage(
    scope,
    {
      type: 'artists',
      listingType: 'artist',
      title,
      filters: { ...emptyFilters(), artistId: artist.id },
      bubbles: [],
    },
    {
      path: current,
      pathIn: () => current,
      crumbs: [
        { label: pageLabel(locale, 'artists'), url: inStore(store, locale, index) },
        { label: title, url: inStore(store, locale, current) },
      ],
      description: await describe(scope, title),
    },
  );
}

/** The artists index word of any language. */
export const isArtistsIndexWord = (word: string) =>
  LOCALES.some((locale) => ARTISTS_INDEX_WORDS[locale] === word);

/** The artists index (menu ARTISTS entry): every store, bubbles to the artist pages. */
export async function resolveArtistsIndex(scope: PageScope, word: string): Promise<Resolution> {
  const { locale, store } = scope;
  const current = `/${ARTISTS_INDEX_WORDS[locale]}`;
  if (current !== `/${word}`) return { kind: 'redirect', path: inStore(store, locale, current) };
  const references = await loadReferences(scope.db, scope.caches.content, scope.noCache);
  const title = pageLabel(locale, 'artists');
  // The index lists every artist: the storefront groups them by letter.
  const bubbles = [...references.artists.values()].map((artist) => ({
    label: artist.categoryNames ? localized(artist.categoryNames, locale) : artist.name,
    url: inStore(store, locale, artistPagePath(artist)),
  }));
  return contentPage(
    scope,
    { type: 'artists', listingType: null, title, filters: emptyFilters(), bubbles },
    {
      path: current,
      pathIn: (_other, otherLocale) => `/${ARTISTS_INDEX_WORDS[otherLocale]}`,
      crumbs: [{ label: title, url: inStore(store, locale, current) }],
      description: await describe(scope, title),
    },
  );
}

/** The brands index word of any language. */
export const isBrandsIndexWord = (word: string) =>
  LOCALES.some((locale) => BRANDS_INDEX_WORDS[locale] === word);

/** The brands index: 404 except on the main store (the spec's brand restriction guard). */
export async function resolveBrandsIndex(scope: PageScope, word: string): Promise<Resolution> {
  const { locale, store } = scope;
  if (!store.isMain || !isBrandsIndexWord(word)) return MISSING;
  const current = `/${BRANDS_INDEX_WORDS[locale]}`;
  if (current !== `/${word}`) return { kind: 'redirect', path: inStore(store, locale, current) };
  const references = await loadReferences(scope.db, scope.caches.content, scope.noCache);
  const title = pageLabel(locale, 'brands');
  // Every brand, alphabetically (storefront section 2: the brands page lists them all).
  const bubbles = [...references.brands.values()]
    .map((brand) => ({ label: brand.name, url: inStore(store, locale, brandPath(brand)) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return contentPage(
    scope,
    { type: 'brands', listingType: null, title, filters: emptyFilters(), bubbles },
    {
      path: current,
      pathIn: (other, otherLocale) => (other.isMain ? `/${BRANDS_INDEX_WORDS[otherLocale]}` : null),
      crumbs: [{ label: title, url: inStore(store, locale, current) }],
      description: await describe(scope, title),
    },
  );
}
