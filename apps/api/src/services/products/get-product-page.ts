import type { TProductDetails, TProductPage } from '@shop/api-client/schemas';
import { CACHE_SECONDS } from '@shop/domain/cache';
import type { Locale } from '@shop/domain/locales';
import { productRobots } from '@shop/domain/page-robots';
import type { Store } from '@shop/domain/stores';
import type { Db } from '../../db/client';
import type { WireAnswer } from '../../infra/wire-answer';
import { productAnswerKey, type AppCaches } from '../../infra/ttl-cache';
import { loadReferences, type References } from '../catalogue/load-references';
import { seoTitle } from '../pages/labels';
import {
  absoluteUrl,
  alternates,
  artistPagePath,
  brandPath,
  categoryPath,
  productPath,
  rangePath,
} from '../pages/urls';
import { localized } from '../site/localized';
import { productInformation } from './get-product-information';
import { loadProduct, type ProductRow } from './load-product';
import { productScores } from './product-scores';
import { picturePath, toProductHit } from './to-hit';

export interface ProductRequest {
  id: number;
  store: Store;
  stores: readonly Store[];
  locale: Locale;
  noCache: boolean;
}

/** GET /products/{id}: product, metadata, scores, informations; null for an unknown id. */
export async function getProductPage(
  db: Db,
  caches: AppCaches,
  request: ProductRequest,
): Promise<TProductPage | null> {
  const [row, references] = await Promise.all([
    loadProduct(db, caches.products, request.id, request.noCache),
    loadReferences(db, caches.content, request.noCache),
  ]);
  if (!row) return null;
  const product = productDetails(row, references, request.locale);
  const informations = productInformation(row, references, request.locale);
  const title = `${localized(row.names, request.locale)} ${product.brandRef.name}`;
  return {
    product,
    metadata: {
      title: seoTitle(request.locale, title),
      description: informations.description,
      canonical: absoluteUrl(request.store, request.locale, product.url),
      alternates: alternates(request.stores, (_store, locale) => productPath(row.slugs, locale)),
      robots: productRobots(row.displayInListing),
      image: `${request.store.baseUrl}${picturePath(row.id, 1)}?w=720`,
    },
    scores: productScores(row.rating),
    informations,
  };
}

const answerKey = (request: ProductRequest) =>
  productAnswerKey(request.store.id, request.locale, request.id);

/**
 * GET /products/{id} as sent: the serialized page per store, language and id, kept in the
 * products cache for the products lifetime, so a hot product costs no query, no building and
 * no JSON.stringify. Whatever changes a product (back office, review moderation) clears that
 * cache; a stock move (order, cancellation, release, return) drops that product's answers
 * (cache-invalidation.ts). Null for an unknown id (never kept).
 */
export function getProductAnswer(
  db: Db,
  caches: AppCaches,
  request: ProductRequest,
  serialize: (page: TProductPage) => WireAnswer,
): WireAnswer | null | Promise<WireAnswer | null> {
  const key = answerKey(request);
  if (!request.noCache) {
    const hit = caches.products.peek<WireAnswer>(key);
    if (hit) return hit.value;
  }
  return caches.products
    .get(
      key,
      CACHE_SECONDS.products,
      async () => {
        const page = await getProductPage(db, caches, request);
        return page ? serialize(page) : null;
      },
      request.noCache,
    )
    .then((wire) => {
      if (!wire) caches.products.delete(key);
      return wire;
    });
}

const ref = (id: number, name: string, url: string) => ({ id, name, url });

export function productDetails(
  row: ProductRow,
  references: References,
  locale: Locale,
): TProductDetails {
  const brand = references.brands.get(row.brandId);
  const category = references.categories.get(row.categoryId);
  const parent = category?.parentId ? references.categories.get(category.parentId) : undefined;
  const artist = row.artistId === null ? undefined : references.artists.get(row.artistId);
  const range = row.rangeId === null ? undefined : references.ranges.get(row.rangeId);
  const material = row.materialId === null ? undefined : references.materials.get(row.materialId);
  const eco = row.ecoLabelId === null ? undefined : references.ecoLabels.get(row.ecoLabelId);
  const gender = row.gender as TProductDetails['gender']['code'];
  const hit = toProductHit(row, references);
  // One literal with every key rather than `{ ...hit, url, ... }`: adding ten keys to a
  // spread object turns it into a slow dictionary object, which cost several times the rest
  // of this function and made JSON.stringify three times slower. Key order stays the hit's.
  return {
    objectID: hit.objectID,
    productID: hit.productID,
    slugs: hit.slugs,
    names: hit.names,
    brand: hit.brand,
    displayInformation: hit.displayInformation,
    pictures: hit.pictures,
    prices: hit.prices,
    label: hit.label,
    promotion: hit.promotion,
    sizes: hit.sizes,
    watermarkUrl: hit.watermarkUrl,
    isOnlyOutlet: hit.isOnlyOutlet,
    displayInListing: hit.displayInListing,
    marketLabels: hit.marketLabels ?? {},
    url: productPath(row.slugs, locale),
    brandRef: ref(row.brandId, brand?.name ?? row.title, brand ? brandPath(brand) : '/'),
    category: {
      ...ref(
        row.categoryId,
        category ? localized(category.names, locale) : '',
        category ? categoryPath(category, locale) : '/',
      ),
      parent: parent
        ? ref(parent.id, localized(parent.names, locale), categoryPath(parent, locale))
        : null,
    },
    artist: artist ? ref(artist.id, artist.name, artistPagePath(artist)) : null,
    range: range ? ref(range.id, range.name, rangePath(range)) : null,
    material: material ? { slug: material.slug, name: localized(material.names, locale) } : null,
    ecoLabel: eco ? { code: eco.code, name: localized(eco.names, locale) } : null,
    colour: { hex: row.colour, name: localized(references.colours.get(row.colour) ?? {}, locale) },
    gender: { code: gender, name: localized(references.genders.get(gender) ?? {}, locale) },
    noveltyAt: row.noveltyAt.toISOString(),
  };
}
