import type { TProductInformation } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { Db } from '../../db/client';
import type { AppCaches } from '../../infra/ttl-cache';
import { loadReferences, type References } from '../catalogue/load-references';
import { localized } from '../site/localized';
import { regionName } from '../site/region-name';
import { translator } from '../site/translator';
import { loadProduct, type ProductRow } from './load-product';

/** The product sheet in a language, written from the product's brand, material and labels. */
export function productInformation(
  row: ProductRow,
  references: References,
  locale: Locale,
): TProductInformation {
  const brand = references.brands.get(row.brandId);
  const material = row.materialId === null ? undefined : references.materials.get(row.materialId);
  const materialName = material ? localized(material.names, locale) : '';
  const artist = row.artistId === null ? undefined : references.artists.get(row.artistId);
  const eco = row.ecoLabelId === null ? undefined : references.ecoLabels.get(row.ecoLabelId);
  const range = row.rangeId === null ? undefined : references.ranges.get(row.rangeId);
  // The product sheet's sentences, filled from the product's own data.
  const t = (key: string, values: Record<string, string>) =>
    translator(locale)(`server.product.${key}`, values);
  const sentences = [
    t('description', {
      name: localized(row.names, locale),
      brand: brand?.name ?? row.title,
      // German capitalises nouns; elsewhere a material inside a sentence is lower case.
      material: locale === 'de' ? materialName : materialName.toLowerCase(),
    }),
    ...(artist ? [t('collab', { artist: artist.name })] : []),
    ...(eco ? [t('eco', { label: localized(eco.names, locale) })] : []),
  ];
  const colour = references.colours.get(row.colour);
  const gender = references.genders.get(row.gender);
  return {
    reference: `MR-${String(row.id).padStart(7, '0')}`,
    description: sentences.join(' '),
    composition: material ? localized(material.composition, locale) : null,
    care: material?.care[locale] ?? material?.care.fr ?? [],
    details: [
      ...(colour ? [t('colour', { value: localized(colour, locale) })] : []),
      ...(gender ? [t('gender', { value: localized(gender, locale) })] : []),
      ...(range ? [t('range', { value: range.name })] : []),
      ...(row.sizes.length > 0
        ? [t('sizes', { value: row.sizes.map(([, label]) => label).join(', ') })]
        : []),
    ],
    madeIn: regionName(brand?.madeIn ?? 'PT', locale),
  };
}

/** GET /products/{id}/information; null for an unknown id. */
export async function getProductInformation(
  db: Db,
  caches: AppCaches,
  input: { id: number; locale: Locale; noCache: boolean },
): Promise<TProductInformation | null> {
  const [row, references] = await Promise.all([
    loadProduct(db, caches.products, input.id, input.noCache),
    loadReferences(db, caches.content, input.noCache),
  ]);
  return row ? productInformation(row, references, input.locale) : null;
}
