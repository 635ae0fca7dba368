import type { TLabelledLink } from '@shop/api-client/schemas';
import { getProductPage } from '../products/get-product-page';
import { loadProduct } from '../products/load-product';
import { localized } from '../site/localized';
import { pageLabel } from './labels';
import { emptyFilters, MISSING, type PageScope, type Resolution } from './types';
import { inStore, productPath } from './urls';

const PRODUCT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-([1-9]\d{0,9})$/;

/** `/p/{slug}-{id}`: 200, 301 when the slug is not the current one of the language, or 404. */
export async function resolveProduct(scope: PageScope, slug: string): Promise<Resolution> {
  const match = PRODUCT_SLUG.exec(slug);
  const id = Number(match?.[1]);
  if (!match || id > 2_147_483_647) return MISSING;
  const row = await loadProduct(scope.db, scope.caches.products, id, scope.noCache);
  if (!row) return MISSING;
  const current = productPath(row.slugs, scope.locale);
  if (current !== `/p/${slug}`)
    return { kind: 'redirect', path: inStore(scope.store, scope.locale, current) };
  const page = await getProductPage(scope.db, scope.caches, { ...scope, id });
  if (!page) return MISSING;
  const { product } = page;
  const link = (label: string, path: string): TLabelledLink => ({
    label,
    url: inStore(scope.store, scope.locale, path),
  });
  const parent = product.category.parent;
  const name = localized(row.names, scope.locale);
  return {
    kind: 'page',
    pageInfo: {
      type: 'product',
      listingType: null,
      store: scope.store.id,
      locale: scope.locale,
      title: name,
      filters: { ...emptyFilters(), productId: id },
      // The tag manager's names (storefront section 3): a subcategory goes under its parent.
      taxonomy: {
        category: parent?.name ?? product.category.name,
        subcategory: parent ? product.category.name : undefined,
        brand: product.brandRef.name,
        artist: product.artist?.name,
      },
      breadcrumb: {
        parts: [
          link(pageLabel(scope.locale, 'home'), '/'),
          ...(parent ? [link(parent.name, parent.url)] : []),
          link(product.category.name, product.category.url),
          link(name, current),
        ],
      },
      bubbles: [
        link(product.brandRef.name, product.brandRef.url),
        ...(product.range ? [link(product.range.name, product.range.url)] : []),
        ...(product.artist ? [link(product.artist.name, product.artist.url)] : []),
        link(product.category.name, product.category.url),
      ],
      seo: {
        title: page.metadata.title,
        description: page.metadata.description,
        canonical: page.metadata.canonical,
        alternates: page.metadata.alternates,
        robots: page.metadata.robots,
      },
    },
  };
}
