import type { TGlobalPageInfo, TPageInfoRequest, TPageType } from '@shop/api-client/schemas';
import { CACHE_SECONDS } from '@shop/domain/cache';
import { splitLocalePrefix } from '@shop/domain/locales';
import { isIndexed, pageTypeRobots } from '@shop/domain/page-robots';
import { loadReferences } from '../catalogue/load-references';
import { getTemplatePage } from '../content/get-template-page';
import { loadSettings } from '../site/get-settings';
import { localized } from '../site/localized';
import { pageLabel, seoTitle, type PageLabel } from './labels';
import { splitRequest } from './parse-url';
import { resolvePath } from './resolve-path';
import type { PageScope } from './types';
import { absoluteUrl, alternates, categoryPath, inStore } from './urls';

const RESOLVED: readonly TPageType[] = ['listing', 'product', 'cms', 'artists', 'brands'];

/**
 * POST /page-info: breadcrumb, bubbles and SEO of any page (storefront section 3, global page
 * info). Listings, products, CMS, artist and brands pages are resolved like POST /parse; the
 * others are built from their type. Null when the path is no such page.
 */
export function getPageInfo(
  scope: Omit<PageScope, 'locale'>,
  body: TPageInfoRequest,
): Promise<TGlobalPageInfo | null> {
  const { path, search } = splitRequest({ path: body.path }, scope.store.baseUrl);
  const type = body.pageInfo.type;
  return scope.caches.pages.get(
    `page-info:${scope.store.id}:${type}:${path}?${search}`,
    CACHE_SECONDS.pageInfo,
    () =>
      RESOLVED.includes(type) ? resolvedInfo(scope, path, search) : builtInfo(scope, type, path),
    scope.noCache,
  );
}

async function resolvedInfo(scope: Omit<PageScope, 'locale'>, path: string, search: string) {
  let resolution = await resolvePath(scope, path, search);
  // An outdated URL still has the info of the page it now redirects to.
  if (resolution.kind === 'redirect')
    resolution = await resolvePath(scope, resolution.path, resolution.search ?? search);
  if (resolution.kind !== 'page') return null;
  const { breadcrumb, bubbles, seo } = resolution.pageInfo;
  return { breadcrumb, bubbles, seo };
}

async function builtInfo(
  base: Omit<PageScope, 'locale'>,
  type: TPageType,
  path: string,
): Promise<TGlobalPageInfo | null> {
  const { locale: prefix, rest } = splitLocalePrefix(path);
  const scope: PageScope = { ...base, locale: prefix ?? base.store.defaultLocale };
  const { store, locale } = scope;
  const home = { label: pageLabel(locale, 'home'), url: inStore(store, locale, '/') };
  const seo = (title: string, description: string, robots: TGlobalPageInfo['seo']['robots']) => ({
    title,
    description,
    canonical: absoluteUrl(store, locale, rest),
    alternates: isIndexed(robots) ? alternates(scope.stores, () => rest) : [],
    robots,
  });
  if (type === 'home') {
    const [references, settings] = await Promise.all([
      loadReferences(scope.db, scope.caches.content, scope.noCache),
      loadSettings(scope.db, scope.caches.content, scope.noCache),
    ]);
    const roots = [...references.categories.values()].filter(
      (category) => category.parentId === null,
    );
    return {
      breadcrumb: { parts: [home] },
      bubbles: roots.map((category) => ({
        label: localized(category.names, locale),
        url: inStore(store, locale, categoryPath(category, locale)),
      })),
      seo: seo(
        pageLabel(locale, 'homeTitle'),
        pageLabel(locale, 'homeDescription', { amount: settings.freeShippingAmount }),
        'index,follow',
      ),
    };
  }
  if (type === 'template') {
    const slug = /^\/tp\/([a-z0-9_-]+)$/.exec(rest)?.[1];
    const page = slug
      ? await getTemplatePage(scope.db, scope.caches.content, {
          storeId: store.id,
          locale,
          slug,
          version: 'v3',
          noCache: scope.noCache,
        })
      : null;
    if (!page) return null;
    const crumb = { label: page.title, url: inStore(store, locale, rest) };
    return {
      breadcrumb: { parts: [home, crumb] },
      bubbles: [],
      seo: seo(page.metaTitle, page.metaDescription, 'index,follow'),
    };
  }
  let label = pageLabel(locale, type as PageLabel);
  if (type === 'search') {
    const query = rest.split('/')[2];
    if (query) label = pageLabel(locale, 'searchFor', { q: decodeSafe(query).replace(/\+/g, ' ') });
  }
  const robots = pageTypeRobots(type);
  return {
    breadcrumb: { parts: [home, { label, url: inStore(store, locale, rest) }] },
    bubbles: [],
    seo: seo(seoTitle(locale, label), label, robots),
  };
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
