import type { Locale } from '@shop/domain/locales';
import type { ListingSegment, SegmentType } from '@shop/domain/listing-url';
import type { References } from '../catalogue/load-references';

type Refs<K extends keyof References> = References[K] extends Map<unknown, infer V> ? V : never;

/** The entities a listing path names, each at most once. */
export interface ListingEntities {
  category?: Refs<'categories'>;
  brand?: Refs<'brands'>;
  artist?: Refs<'artists'>;
  range?: Refs<'ranges'>;
}

/** Looks up the segments' ids; null when one is unknown or a range is not the brand's. */
export function findEntities(
  references: References,
  segments: ListingSegment[],
): ListingEntities | null {
  const found: ListingEntities = {};
  for (const segment of segments) {
    if (segment.type === 'category') found.category = references.categories.get(segment.id);
    if (segment.type === 'brand') found.brand = references.brands.get(segment.id);
    if (segment.type === 'artist') found.artist = references.artists.get(segment.id);
    if (segment.type === 'range') found.range = references.ranges.get(segment.id);
    if (!found[segment.type]) return null;
  }
  if (found.range && found.brand && found.range.brandId !== found.brand.id) return null;
  return found;
}

/** The current slug of each entity in a language (only categories change with it). */
export function currentSlug(entities: ListingEntities, type: SegmentType, locale: Locale): string {
  if (type === 'category') {
    const slugs = entities.category!.slugs;
    return slugs[locale] ?? slugs.fr ?? '';
  }
  return entities[type]!.slug;
}

export function segmentsOf(entities: ListingEntities, locale: Locale): ListingSegment[] {
  return (['brand', 'range', 'artist', 'category'] as const).flatMap((type) =>
    entities[type]
      ? [{ type, id: entities[type].id, slug: currentSlug(entities, type, locale) }]
      : [],
  );
}
